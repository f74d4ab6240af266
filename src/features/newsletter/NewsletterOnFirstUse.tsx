'use client';

import type { ReactNode } from 'react';
import { IslandOnFirstUse } from '@/ui/IslandOnFirstUse';
import { onFirstUse } from '@/ui/on-first-use';
import { newsletterOutcomeOf } from './newsletter-constants';
import type { NewsletterSignupProps } from './NewsletterSignup';

const signupCode = onFirstUse(() => import('./NewsletterSignup'));

interface NewsletterOnFirstUseProps extends NewsletterSignupProps {
  /** The server's drawing of the form (`NewsletterForm` without state). */
  children: ReactNode;
}

/**
 * The newsletter sign-up, its code loaded when the shopper first reaches for the form (pointer,
 * tap, focus) rather than with every page's footer; an address typed and sent meanwhile is sent by
 * the island (`IslandOnFirstUse`). At once when the page comes back from a sign-up sent before its
 * scripts ran (`?newsletter=`), whose outcome the island tells.
 */
export function NewsletterOnFirstUse({ children, ...signup }: NewsletterOnFirstUseProps) {
  return (
    <IslandOnFirstUse
      code={signupCode}
      island={(loaded) => <loaded.NewsletterSignup {...signup} />}
      wantedAtStart={() => newsletterOutcomeOf(window.location.search) !== undefined}
    >
      {children}
    </IslandOnFirstUse>
  );
}
