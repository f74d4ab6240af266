import type { CSSProperties } from 'react';
import { cx } from './classNames';
import styles from './Skeleton.module.css';

type Length = number | string;

export interface SkeletonProps {
  /** Width of the placeholder; numbers are pixels. Defaults to the full width of its container. */
  width?: Length;
  /** Height of the placeholder; numbers are pixels. Give a height or an aspect ratio. */
  height?: Length;
  /** e.g. '3 / 4' for a product image, so the space is reserved before the image loads. */
  aspectRatio?: string;
  radius?: 'none' | 'sm' | 'md' | 'full';
  className?: string;
}

function toCssLength(length: Length | undefined): string | undefined {
  return typeof length === 'number' ? `${length}px` : length;
}

/**
 * A shimmering block holding the exact space of content that is still loading, so nothing
 * moves when it arrives. Hidden from assistive technology: the loading state is announced
 * by whatever owns it (a Spinner with a label, aria-busy on the region).
 */
export function Skeleton({ width, height, aspectRatio, radius = 'sm', className }: SkeletonProps) {
  const style: CSSProperties = {
    inlineSize: toCssLength(width) ?? '100%',
    blockSize: toCssLength(height),
    aspectRatio,
  };
  return <span className={cx(styles.skeleton, styles[`radius-${radius}`], className)} style={style} aria-hidden="true" />;
}
