'use client';

import type { CSSProperties, ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { MINI_CART_WIDTH_PX } from './mini-cart-constants';
import styles from './MiniCart.module.css';

export interface MiniCartSheetProps {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's name, already translated. */
  label: string;
  children: ReactNode;
}

/**
 * The mini cart's accessible modal side sheet (spec 1 §2.4, §4): focus moves in and stays, Escape and
 * the overlay close it, and focus returns to where it was. Loaded with the panel, on first use.
 */
export function MiniCartSheet({ id, isOpen, onOpenChange, label, children }: MiniCartSheetProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.sheet} style={{ '--mini-cart-width': `${MINI_CART_WIDTH_PX}px` } as CSSProperties}>
        <Dialog id={id} className={styles.dialog} data-testid="mini-cart-panel" aria-label={label}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
