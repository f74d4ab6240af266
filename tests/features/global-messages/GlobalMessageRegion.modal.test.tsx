import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GlobalMessageRegion } from '@/features/global-messages/GlobalMessageRegion';
import { addGlobalMessage, clearGlobalMessages } from '@/features/global-messages/store';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { Button } from '@/ui';
import { Dialog } from '@/ui/Dialog';

/**
 * A modal (react-aria's ModalOverlay: the dialogs, the mini cart sheet, the mobile menu) hides
 * everything outside itself (`inert`, or `aria-hidden` where `inert` is unsupported, as in jsdom)
 * except react-aria's top-layer elements. The message region must stay one of them: the login form
 * reports backend failures as global errors while its dialog is open.
 */

function LoginDialog() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Sign in</Button>
      <Dialog isOpen={isOpen} onOpenChange={setOpen} title="Sign in" closeLabel="Close">
        <p>Login form</p>
      </Dialog>
    </>
  );
}

function renderPage() {
  return render(
    <I18nProvider lang="en" resources={pickResources('en', ['messages', 'common'])}>
      <LoginDialog />
      <GlobalMessageRegion />
    </I18nProvider>,
  );
}

/** The nearest element (itself included) that a modal has taken out of reach. */
function hiddenAncestor(element: Element): Element | null {
  return element.closest('[inert], [aria-hidden="true"]');
}

async function openLoginDialog() {
  const user = userEvent.setup();
  renderPage();
  const trigger = screen.getByRole('button', { name: 'Sign in' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  act(() => {
    addGlobalMessage({ type: 'error', key: 'badGateway' });
  });
  return { user, dialog, trigger };
}

beforeEach(() => {
  clearGlobalMessages();
});

afterEach(() => {
  act(() => clearGlobalMessages());
});

describe('GlobalMessageRegion under an open modal', () => {
  it('stays in the accessibility tree, so an error raised in a dialog is announced', async () => {
    const { trigger } = await openLoginDialog();
    const region = screen.getByTestId('global-messages');
    // The page behind the dialog is hidden: the modal really is hiding what is outside it.
    expect(hiddenAncestor(trigger)).not.toBeNull();
    expect(hiddenAncestor(region)).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A server error occurred. Please try again later.');
    expect(hiddenAncestor(alert)).toBeNull();
  });

  it('keeps a message added after the dialog opened reachable', async () => {
    await openLoginDialog();
    act(() => {
      addGlobalMessage({ type: 'info', text: 'Prices have changed.' });
    });
    const status = screen.getByRole('status');
    expect(within(status).getByText('Prices have changed.')).toBeInTheDocument();
    expect(hiddenAncestor(status)).toBeNull();
  });

  it('lets the shopper focus and press its dismiss button without closing the dialog', async () => {
    const { user, dialog } = await openLoginDialog();
    const dismiss = screen.getByRole('button', { name: 'Dismiss message' });
    expect(hiddenAncestor(dismiss)).toBeNull();

    // The dialog's focus trap lets focus go to a top-layer element instead of pulling it back.
    act(() => dismiss.focus());
    expect(dismiss).toHaveFocus();

    // A press on the region is not a click outside the dialog.
    await user.click(dismiss);
    expect(screen.queryByText('A server error occurred. Please try again later.')).not.toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });
});

describe('GlobalMessageRegion stacking', () => {
  const root = join(__dirname, '../../..');
  const css = (path: string) => readFileSync(join(root, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens = css('src/ui/tokens.css');
  /** The z-index of the first rule for `selector` in `file`, with its token resolved. */
  function zIndexOf(file: string, selector: string): number {
    const rule = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css(file))?.[1] ?? '';
    const value = /z-index:\s*([^;]+);/.exec(rule)?.[1]?.trim() ?? '';
    const token = /^var\((--[\w-]+)/.exec(value)?.[1];
    const resolved = token ? new RegExp(`${token}:\\s*(-?\\d+)`).exec(tokens)?.[1] : value;
    return Number(resolved);
  }

  it('sits above every modal backdrop, so its dismiss button can be clicked', () => {
    const region = zIndexOf('src/features/global-messages/GlobalMessageRegion.module.css', '.regions');
    expect(region).toBeGreaterThan(0);
    for (const [file, selector] of [
      ['src/ui/Dialog.module.css', '.overlay'],
      ['src/features/mini-cart/MiniCart.module.css', '.overlay'],
      ['src/features/navigation/MobileMenu.module.css', '.overlay'],
    ] as const) {
      const overlay = zIndexOf(file, selector);
      expect(overlay, `${selector} in ${file}`).toBeGreaterThan(0);
      expect(region, `${selector} in ${file}`).toBeGreaterThan(overlay);
    }
  });
});
