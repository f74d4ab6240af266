'use client';

import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { buttonClassName, buttonStyles, type ButtonAppearance } from './buttonAppearance';
import { Spinner } from './Spinner';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'disabled' | 'onClick'>,
    ButtonAppearance {
  children: ReactNode;
  className?: string;
  /** The button's action: a click, a tap, Enter or Space. */
  onPress?: () => void;
  /** For callers that need the event; runs before `onPress`. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  isDisabled?: boolean;
  /**
   * Work started by this button is under way: a spinner replaces the label (the button keeps
   * its width), presses are ignored, a form does not submit again, and the button is aria-busy.
   * It stays focusable, so focus is not lost while the work runs.
   */
  isPending?: boolean;
  /** Added to the button's name while pending, already translated ("Placing order"). */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The action button: a native `<button>` (keyboard, touch and form behaviour come with it), `type`
 * "button" unless told otherwise.
 */
export function Button({
  variant,
  size,
  fullWidth,
  isPending = false,
  isDisabled = false,
  pendingLabel,
  className,
  children,
  onPress,
  onClick,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      {...rest}
      type={type}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      data-pending={isPending || undefined}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      onClick={(event) => {
        if (isPending) {
          // No second submit and no second action while the first is under way.
          event.preventDefault();
          return;
        }
        onClick?.(event);
        if (!event.defaultPrevented) onPress?.();
      }}
    >
      {/* The label stays in place, only transparent, so the width holds and the name stays. */}
      <span className={buttonStyles.content}>{children}</span>
      {isPending && (
        <span className={buttonStyles.pending}>
          <Spinner size="sm" />
          {pendingLabel && (
            <>
              {' '}
              <span className="visually-hidden">{pendingLabel}</span>
            </>
          )}
        </span>
      )}
    </button>
  );
}
