import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; a span by default so it can sit inside text and buttons. */
  as?: ElementType;
  children: ReactNode;
}

/**
 * Text for assistive technology only. Uses the global `.visually-hidden` class from
 * global.css, so plain markup and this component hide text the same way; it becomes
 * visible while focused (skip links).
 */
export function VisuallyHidden({ as: Component = 'span', className, children, ...rest }: VisuallyHiddenProps) {
  return (
    <Component className={cx('visually-hidden', className)} {...rest}>
      {children}
    </Component>
  );
}
