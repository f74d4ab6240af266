import { cx } from './classNames';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** How a button looks; shared by `Button` and `ButtonLink` so both read as the same control. */
export interface ButtonAppearance {
  /** primary: the one main action (accent); secondary: outlined; ghost: no border; link: looks like text. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container (mobile forms, mini cart checkout). */
  fullWidth?: boolean;
}

export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonAppearance,
  className?: string,
): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}

export { styles as buttonStyles };
