'use client';

import { useLinkStatus } from 'next/link';

/**
 * Put inside a next/link: while the page the link leads to is on its way, the link shows the press
 * was taken, as a control whose code is still loading does (global.css): a progress cursor, and a
 * fade once it takes longer than 150 ms. Screen readers hear the new page when it arrives.
 */
export function LinkPendingSign() {
  const { pending } = useLinkStatus();
  return pending ? <span data-link-pending="" hidden /> : null;
}
