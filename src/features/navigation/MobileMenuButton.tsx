import type { FocusEventHandler, MouseEventHandler, PointerEventHandler } from 'react';
import styles from './MobileMenu.module.css';

export interface MobileMenuButtonProps {
  /** "Menu", already translated. */
  label: string;
  expanded?: boolean;
  onPointerDown?: PointerEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/**
 * The hamburger button that opens the mobile category menu: drawn first without the menu's code
 * (`MobileMenuOnFirstUse`), then by the menu itself (`MobileMenu`), the same element either way.
 */
export function MobileMenuButton({ label, expanded = false, onPointerDown, onFocus, onClick }: MobileMenuButtonProps) {
  return (
    <button
      type="button"
      className={styles.hamburger}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      onClick={onClick}
      data-testid="mobile-menu-button"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
      <span className={styles.hamburgerLabel}>{label}</span>
    </button>
  );
}
