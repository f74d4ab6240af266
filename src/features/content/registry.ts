import { composeRegistry } from '@/cms/registry';
import { contentEntries } from './entries';

/**
 * The storefront's CMS registry, composed from each feature's entries (ARCHITECTURE §5: the registry
 * is composed above `src/cms`). Features that render CMS components add their entries here.
 */
export const storefrontRegistry = composeRegistry(contentEntries);
