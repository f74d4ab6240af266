import { composeRegistry } from '@/cms/registry';
import { loyaltyRegistry } from '@/features/loyalty/loyalty-components';
import { newsletterRegistry } from '@/features/newsletter/NewsletterComponent';
import { contentEntries } from './entries';

/**
 * The storefront's CMS registry, composed from each feature's entries (ARCHITECTURE §5: the registry
 * is composed above `src/cms`). Features that render CMS components add their entries here.
 * The newsletter sign-up works from any CMS page (spec 1 §4), not only the footer; the loyalty history
 * list sits on the `loyalty-history` page (spec 3 §2).
 */
export const storefrontRegistry = composeRegistry(contentEntries, newsletterRegistry, loyaltyRegistry);
