import type { ElementType, ReactNode } from 'react';
import { buttonClassName, buttonStyles, type ButtonAppearance } from './buttonAppearance';
import { newTabAttributes, type LinkComponent, type PolymorphicLinkProps } from './linkTarget';
import { NewTabHint } from './NewTabHint';

export type ButtonLinkProps<C extends LinkComponent = 'a'> = PolymorphicLinkProps<
  C,
  ButtonAppearance & {
    href: string;
    className?: string;
    rel?: string;
    children: ReactNode;
  }
>;

/**
 * A link that looks like a button, for actions that navigate ("Continue shopping", "Checkout").
 * Not a client component, so server pages can pass next/link as `as`.
 */
export function ButtonLink<C extends LinkComponent = 'a'>({
  as,
  variant,
  size,
  fullWidth,
  isExternal,
  newTabHint,
  className,
  rel,
  children,
  ...rest
}: ButtonLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  const target = isExternal ? newTabAttributes(rel) : { rel };
  return (
    <Component className={buttonClassName({ variant, size, fullWidth }, className)} {...target} {...rest}>
      <span className={buttonStyles.content}>
        {children}
        {isExternal && newTabHint && <NewTabHint hint={newTabHint} />}
      </span>
    </Component>
  );
}
