/**
 * Marks controls that take turns in one place of the page, such as the header's "Sign in" and "My
 * account": focus owed to one that has left the page goes to the one standing in its place
 * (`returnFocusWhenUsable`). Kept apart from the dialog code, which loads on first use.
 */
export const FOCUS_SLOT_ATTRIBUTE = 'data-focus-slot';
