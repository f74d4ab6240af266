'use client';

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import { cx } from './classNames';
import styles from './Dialog.module.css';
import { FOCUS_SLOT_ATTRIBUTE } from './focus-slot';

type Length = number | string;

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's heading and accessible name, already translated. */
  title: string;
  /** Accessible name of the close button, already translated ("Close"). */
  closeLabel: string;
  /** Width from the sm breakpoint up; numbers are pixels (order lookup: 640, spec 1 §2.1). */
  width?: Length;
  /** Maximum height from the sm breakpoint up; numbers are pixels (order lookup: 554). */
  maxHeight?: Length;
  /**
   * Whether Escape and a click on the backdrop close the dialog. Turn it off where closing by
   * accident would lose work; the close button always remains.
   */
  isDismissable?: boolean;
  /** 'alertdialog' for a message that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** The body; a function receives `close` for buttons inside ("Continue shopping"). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

function toCssLength(length: Length | undefined): string | undefined {
  return typeof length === 'number' ? `${length}px` : length;
}

/**
 * A modal dialog: focus moves in and is trapped, and returns to where it was on close; the page
 * behind does not scroll; Escape and the backdrop close it unless `isDismissable` is off.
 * From the sm breakpoint it is a centred box of the given size, below it a full-screen sheet.
 * A new title while it stays open is a new view (sign in, then create an account): focus moves to
 * the title, so it is announced, instead of falling to the close button with the control pressed.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  width,
  maxHeight,
  isDismissable = true,
  role = 'dialog',
  className,
  children,
}: DialogProps) {
  const size = {
    '--dialog-width': toCssLength(width),
    '--dialog-max-height': toCssLength(maxHeight),
  } as CSSProperties;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useEffect(() => {
    if (title === shownTitle.current) return;
    shownTitle.current = title;
    titleRef.current?.focus();
  }, [title]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal} style={size}>
        <AriaDialog role={role} className={cx(styles.dialog, className)}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" ref={titleRef} tabIndex={-1} className={styles.title}>
                  {title}
                </Heading>
                <Button variant="ghost" size="sm" aria-label={closeLabel} className={styles.close} onPress={close}>
                  <svg className={styles.closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                </Button>
              </header>
              <div className={styles.body}>{typeof children === 'function' ? children(close) : children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** How long focus may wait for the page to take it back after a dialog closed (frames, about a second). */
const FOCUS_RETURN_FRAMES = 60;

/**
 * Gives focus back to the control that opened a dialog once the page lets it take focus again. For a
 * dialog that leaves with a navigation (the URL's `dialog` state): the page stays inert for a moment
 * after it, so the dialog's own return of focus finds nothing it may focus, and focus would fall to the
 * page's start. A control the dialog's outcome replaced ("Sign in" becoming "My account") hands its
 * focus to the control now in its place (`FOCUS_SLOT_ATTRIBUTE`). A dialog that opened with the page
 * had no opener: focus goes to the page's main content (when it can take focus), not back to the
 * document's start. Focus the shopper has moved elsewhere meanwhile stays where it is.
 */
export function returnFocusWhenUsable(opener: Element | null): void {
  const target = opener instanceof HTMLElement && opener !== document.body ? opener : document.querySelector<HTMLElement>('main[tabindex]');
  if (!target) return;
  const slot = target.getAttribute(FOCUS_SLOT_ATTRIBUTE);
  let frames = 0;
  const giveBack = () => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost || frames++ > FOCUS_RETURN_FRAMES) return;
    const control = target.isConnected ? target : standIn(slot);
    // Gone, with nothing to stand in for it: focus stays where the page puts it.
    if (!control && slot === null) return;
    if (control && !control.closest('[inert]')) control.focus();
    if (!control || document.activeElement !== control) requestAnimationFrame(giveBack);
  };
  requestAnimationFrame(giveBack);
}

function standIn(slot: string | null): HTMLElement | null {
  return slot === null ? null : document.querySelector<HTMLElement>(`[${FOCUS_SLOT_ATTRIBUTE}="${CSS.escape(slot)}"]`);
}
