import type { DialogName } from '@/site';

/** The order-lookup dialog is 640 by 554 (spec 1 §2.1); the sign-in dialogs take the default size. */
const ORDER_LOOKUP_DIALOG_SIZE = { width: 640, maxHeight: 554 } as const;

export const DIALOG_SIZES: Record<DialogName, { width?: number; maxHeight?: number }> = {
  login: {},
  register: {},
  'order-lookup': ORDER_LOOKUP_DIALOG_SIZE,
};
