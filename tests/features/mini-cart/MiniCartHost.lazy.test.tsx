import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { MiniCartHost } from '@/features/mini-cart/MiniCartHost';
// The sheet (the dialog library) is real here; compiled ahead, its first use takes no test time.
import '@/features/mini-cart/MiniCartSheet';
import { LINE_MEDIA_ORIGINS } from '../cart/cart-fixtures';

/**
 * The panel's content is not part of the page: it loads when the pointer moves over the cart entry,
 * the open button gets focus, or the panel opens; until then the open panel says it is loading.
 */

const panelModule = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { ready, release: () => release(), requested: vi.fn() };
});
vi.mock('@/features/mini-cart/MiniCartPanel', async () => {
  panelModule.requested();
  await panelModule.ready;
  const { Heading } = await import('react-aria-components');
  return {
    MiniCartPanel: () => (
      <>
        <Heading slot="title">Your cart</Heading>
        <p>The cart lines</p>
      </>
    ),
  };
});
vi.mock('next/navigation', () => ({ usePathname: () => '/c/men', useSearchParams: () => new URLSearchParams() }));

const ORIGINS = LINE_MEDIA_ORIGINS;

function renderHost() {
  return render(
    <I18nProvider lang="en" resources={pickResources('en', ['minicart', 'cart', 'common', 'messages'])}>
      <div data-testid="cart-entry-host">
        <MiniCartHost shownProductCount={3} totalDisplay="SUBTOTAL" mediaOrigins={ORIGINS} />
      </div>
    </I18nProvider>,
  );
}

describe('the mini cart panel, loaded on first use', () => {
  it('is not loaded with the page, starts loading on focus, and shows a loading status until it is there', async () => {
    renderHost();
    // An import started while mounting would reach the module only after this tick.
    await act(() => vi.dynamicImportSettled());
    expect(panelModule.requested).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Show cart summary', hidden: true });
    await act(async () => fireEvent.focus(button));
    await vi.waitFor(() => expect(panelModule.requested).toHaveBeenCalled());

    fireEvent.click(button);
    // The sheet (the dialog library) loads on the same first use; it is small and comes first.
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your cart…');

    panelModule.release();
    expect(await within(dialog).findByText('The cart lines')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
