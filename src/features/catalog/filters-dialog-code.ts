import { onFirstUse } from '@/ui/on-first-use';

/**
 * The dialog library for the filters dialog (small screens), loaded once: by the listing when the
 * dialog first opens, or earlier, when the filters button is reached for before the listing's own code
 * is here (`ListingOnFirstUse`). Loaded before the dialog opens, the dialog is drawn in the press's
 * own commit, with no Suspense fallback in between (a revealed fallback is kept about 300 ms by React,
 * measured here as 330 ms between the loading view and the dialog with every part already loaded).
 */
export const filtersDialogCode = onFirstUse(() => import('@/ui/Dialog'));
