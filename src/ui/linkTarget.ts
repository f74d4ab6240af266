import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode, Ref } from 'react';

/** Props every link component receives; next/link's `Link` satisfies it. */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** The element or component that renders the anchor: 'a' by default, or `Link` from next/link. */
export type LinkComponent = 'a' | ((props: LinkComponentProps) => ReactNode);

/**
 * A link either stays in this tab, or opens a new one and then must say so: the hint
 * ("opens in a new tab", already translated) is read out after the link text.
 */
export type NewTabProps =
  | { isExternal?: false; newTabHint?: never }
  | { isExternal: true; newTabHint: string };

/**
 * The props of a link primitive rendered through `C`: its own props, plus whatever `C` takes
 * (next/link's `prefetch`, `scroll`, `replace`...). `target` is decided by `isExternal`.
 */
export type PolymorphicLinkProps<C extends LinkComponent, Own> = Own &
  NewTabProps & {
    /** Renders the anchor; pass next/link's `Link` for in-app navigation. */
    as?: C;
  } & Omit<ComponentPropsWithRef<C>, keyof Own | 'as' | 'target' | 'isExternal' | 'newTabHint'>;

/**
 * Attributes for a link that opens in a new tab: the new page gets no handle on this one
 * (noopener) and no referrer. Any rel the caller gave is kept.
 */
export function newTabAttributes(rel: string | undefined): { target: '_blank'; rel: string } {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return { target: '_blank', rel: [...tokens].join(' ') };
}
