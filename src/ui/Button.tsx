'use client';

import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClassName, buttonStyles, type ButtonAppearance } from './buttonAppearance';
import { Spinner } from './Spinner';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending' | 'render'>,
    ButtonAppearance {
  children: ReactNode;
  className?: string;
  /**
   * Work started by this button is under way: a spinner replaces the label (the button keeps
   * its width), presses are ignored, a form does not submit again, and the button is aria-busy.
   */
  isPending?: boolean;
  /** Added to the button's name while pending, already translated ("Placing order"). */
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The action button, on react-aria's Button (press handling across mouse, touch and keyboard). */
export function Button({
  variant,
  size,
  fullWidth,
  isPending = false,
  pendingLabel,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <AriaButton
      ref={ref}
      {...rest}
      isPending={isPending}
      // react-aria does not pass aria-busy through, so it is added on the rendered <button>.
      render={(domProps) => <button {...domProps} aria-busy={isPending || undefined} />}
      className={buttonClassName({ variant, size, fullWidth }, className)}
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
    </AriaButton>
  );
}
