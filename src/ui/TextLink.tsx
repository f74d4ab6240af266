import type { ElementType, ReactNode } from 'react';
import { cx } from './classNames';
import { newTabAttributes, type LinkComponent, type PolymorphicLinkProps } from './linkTarget';
import { NewTabHint } from './NewTabHint';
import styles from './TextLink.module.css';

export type TextLinkTone = 'default' | 'inherit';

export type TextLinkProps<C extends LinkComponent = 'a'> = PolymorphicLinkProps<
  C,
  {
    href: string;
    /** `inherit` takes the surrounding text colour (navigation lists, dark bands). */
    tone?: TextLinkTone;
    className?: string;
    rel?: string;
    children: ReactNode;
  }
>;

/** An underlined text link. Not a client component, so server pages can pass next/link as `as`. */
export function TextLink<C extends LinkComponent = 'a'>({
  as,
  tone = 'default',
  isExternal,
  newTabHint,
  className,
  rel,
  children,
  ...rest
}: TextLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  const target = isExternal ? newTabAttributes(rel) : { rel };
  return (
    <Component className={cx(styles.link, tone === 'inherit' && styles.inherit, className)} {...target} {...rest}>
      {children}
      {isExternal && newTabHint && <NewTabHint hint={newTabHint} />}
    </Component>
  );
}
