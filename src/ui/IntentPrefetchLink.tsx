'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { LinkPendingSign } from './LinkPendingSign';

export type IntentPrefetchLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A link whose route is prefetched once the visitor shows intent (pointer over it, a touch, keyboard
 * focus) instead of whenever it is on screen. For links whose route brings its own code and which
 * few visitors follow: the cart link on every page, a cart line's product on the cart page. A shopper
 * who never goes there does not download it with each page view. Without a prefetch the page may take
 * a moment: the link shows it is on its way (`LinkPendingSign`).
 */
export function IntentPrefetchLink({ onPointerEnter, onTouchStart, onFocus, children, ...props }: IntentPrefetchLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // `null` restores the framework's default prefetching from the first sign of intent on.
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    >
      {children}
      <LinkPendingSign />
    </Link>
  );
}
