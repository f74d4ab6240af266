import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { lineThumbnailRendition } from '@/features/cart/media-origins';
import { entry } from '../features/cart/cart-fixtures';

/** What the framework's link was asked to prefetch, per render. */
const prefetchProps: unknown[] = [];

vi.mock('next/link', () => ({
  default: ({ prefetch, children, ...props }: { prefetch?: boolean | null; href: string; children: ReactNode }) => {
    prefetchProps.push(prefetch);
    return <a {...props}>{children}</a>;
  },
}));

const { IntentPrefetchLink } = await import('@/ui/IntentPrefetchLink');
const { CartEntryLine } = await import('@/features/cart/CartEntryLine');

describe('IntentPrefetchLink', () => {
  it.each([
    ['a pointer over it', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['a touch', (link: HTMLElement) => fireEvent.touchStart(link)],
    ['keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
  ])('prefetches nothing while only on screen, and the route from %s on', (_, showIntent) => {
    prefetchProps.length = 0;
    const onFocus = vi.fn();
    render(
      <IntentPrefetchLink href="/cart" onFocus={onFocus}>
        Cart
      </IntentPrefetchLink>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(prefetchProps).toEqual([false]);
    showIntent(link);
    expect(prefetchProps.at(-1)).toBeNull();
    fireEvent.focus(link);
    // The caller's own handlers still run.
    expect(onFocus).toHaveBeenCalled();
  });
});

describe("a cart line's product link", () => {
  it('prefetches the product route only once the shopper shows intent', () => {
    prefetchProps.length = 0;
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['cart', 'common'])}>
        <StoreProvider site="us" lang="en">
          <CartEntryLine
            entry={entry({ code: '104670-BLK-M' })}
            layout="full"
            mediaOrigins={{ imageServer: 'https://images.example.com/is/image/', backend: 'http://localhost:4010/', thumbnail: lineThumbnailRendition() }}
            warnings={[]}
            isRemovalLocked={false}
            onQuantityChange={() => undefined}
            onRemove={() => undefined}
          />
        </StoreProvider>
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'Rain Defender® Lightweight Softshell Jacket' });
    expect(link).toHaveAttribute('href', '/product/104670-BLK-M/rain-defender-lightweight-softshell-jacket');
    expect(prefetchProps).toEqual([false]);
    fireEvent.pointerEnter(link);
    expect(prefetchProps.at(-1)).toBeNull();
  });
});
