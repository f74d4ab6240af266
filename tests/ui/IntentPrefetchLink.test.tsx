import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** What the framework's link was asked to prefetch, per render. */
const prefetchProps: unknown[] = [];

vi.mock('next/link', () => ({
  default: ({ prefetch, children, ...props }: { prefetch?: boolean | null; href: string; children: ReactNode }) => {
    prefetchProps.push(prefetch);
    return <a {...props}>{children}</a>;
  },
}));

const { IntentPrefetchLink } = await import('@/ui/IntentPrefetchLink');

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
