import { onFirstUse } from '@/ui/on-first-use';

/**
 * The dialog library for the filters dialog (small screens), loaded once: by the listing when the
 * dialog first opens, or earlier, when the filters button is reached for before the listing's own code
 * is here (`ListingOnFirstUse`). Loaded before the dialog opens, it is drawn in the same commit, not
 * after a loading view (which React keeps at least 300 ms).
 */
export const filtersDialogCode = onFirstUse(() => import('@/ui/Dialog'));
