import Link from 'next/link';
import type { MouseEventHandler, ReactNode } from 'react';
import type { ShopLink } from './cms-link';

interface MenuLinkProps {
  link: ShopLink;
  className?: string | undefined;
  /** Spoken after the text of a link that opens a new tab ("opens in a new tab"), already translated. */
  newTabHint?: string | undefined;
  /** The page's path, where the menu knows it (client islands): the link to it says it is the current page. */
  currentPath?: string | undefined;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement> | undefined;
  [dataAttribute: `data-${string}`]: string | undefined;
}

/**
 * A link of a CMS navigation: shop pages through next/link (client-side navigation, prefetch), other
 * origins as plain anchors; a new tab is announced and gets no handle on this page.
 */
export function MenuLink({ link, className, newTabHint, currentPath, children, onClick, ...data }: MenuLinkProps) {
  const content = children ?? link.label;
  const label =
    link.newTab && newTabHint ? (
      <>
        {content}
        <svg className="new-tab-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className="visually-hidden"> ({newTabHint})</span>
      </>
    ) : (
      content
    );
  // Only the props given are passed on: each one a server-drawn link hands to next/link is in the page's data.
  const attributes = {
    ...(className ? { className } : {}),
    ...(onClick ? { onClick } : {}),
    ...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    ...(currentPath !== undefined && link.href === currentPath ? { 'aria-current': 'page' as const } : {}),
    ...data,
  };
  if (link.external || link.href.startsWith('#')) {
    return (
      <a href={link.href} {...attributes}>
        {label}
      </a>
    );
  }
  return (
    <Link href={link.href} {...attributes}>
      {label}
    </Link>
  );
}
