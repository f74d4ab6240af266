import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Stack.module.css';

/** A step of the spacing scale in tokens.css (--space-0 ... --space-10). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

interface LayoutProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; a div by default (use 'ul' with role="list" for lists, 'form' for forms). */
  as?: ElementType;
  /** Space between children, as a step of the spacing scale. */
  gap?: SpaceStep;
  align?: Align;
  children?: ReactNode;
}

function gapStyle(gap: SpaceStep, style: CSSProperties | undefined): CSSProperties {
  return { ...style, '--layout-gap': `var(--space-${gap})` } as CSSProperties;
}

/** Children one under another with even space between: form fields, page sections. */
export function Stack({ as: Component = 'div', gap = 4, align = 'stretch', className, style, ...rest }: LayoutProps) {
  return (
    <Component
      className={cx(styles.stack, styles[`align-${align}`], className)}
      style={gapStyle(gap, style)}
      {...rest}
    />
  );
}

export interface ClusterProps extends LayoutProps {
  justify?: 'start' | 'center' | 'end' | 'between';
}

/** Children side by side, wrapping onto more lines when space runs out: button rows, tags, payment logos. */
export function Cluster({
  as: Component = 'div',
  gap = 3,
  align = 'center',
  justify = 'start',
  className,
  style,
  ...rest
}: ClusterProps) {
  return (
    <Component
      className={cx(styles.cluster, styles[`align-${align}`], styles[`justify-${justify}`], className)}
      style={gapStyle(gap, style)}
      {...rest}
    />
  );
}
