import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { lineThumbnailRendition } from '@/features/cart/media-origins';
import { entry } from '../features/cart/cart-fixtures';

/** What the framework's link was asked to prefetch, per render. */
const prefetchProps: unknown[] = [];
/** The framework's status of the link: pending from the click until its page arrives. */
const linkStatus = vi.hoisted(() => ({ pending: false }));

vi.mock('next/link', () => ({
  default: ({ prefetch, children, ...props }: { prefetch?: boolean | null; href: string; children: ReactNode }) => {
    prefetchProps.push(prefetch);
    return <a {...props}>{children}</a>;
  },
  useLinkStatus: () => linkStatus,
}));

beforeEach(() => {
  linkStatus.pending = false;
});

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

describe('IntentPrefetchLink while its page is on its way', () => {
  it('marks itself for the pending sign (global.css), and stops once the page is there', () => {
    const { rerender } = render(<IntentPrefetchLink href="/cart">Cart</IntentPrefetchLink>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.querySelector('[data-link-pending]')).toBeNull();
    linkStatus.pending = true;
    rerender(<IntentPrefetchLink href="/cart">Cart</IntentPrefetchLink>);
    // Hidden from everyone: the link's name stays what it was.
    expect(link.querySelector('[data-link-pending]')).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Cart' })).toBe(link);
    linkStatus.pending = false;
    rerender(<IntentPrefetchLink href="/cart">Cart</IntentPrefetchLink>);
    expect(link.querySelector('[data-link-pending]')).toBeNull();
  });

  it('fades by the same rule as a control whose code is still loading', () => {
    const css = readFileSync(resolve('src/ui/global.css'), 'utf8');
    const selectorsOf = (block: RegExp) => [...css.matchAll(block)].map((match) => match[1]?.replace(/\s+/g, ' ').trim());
    // Every rule that draws the control's sign draws the link's too.
    const rules = selectorsOf(/([^{}]*\[data-pending\][^{}]*)\{/g);
    expect(rules.length).toBeGreaterThanOrEqual(3);
    for (const selectors of rules) expect(selectors).toContain('a:has([data-link-pending])');
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
