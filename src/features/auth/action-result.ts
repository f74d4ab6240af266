import { browserIsOffline } from '@/commerce/errors';

/**
 * What a form's Server Action answers (serializable): success, or the reasons it failed. Every text is
 * a translation key; `messageKey` is a global message of the `messages` namespace (spec 1 §8).
 */
export type FormActionResult<T = Record<never, never>> =
  | ({ ok: true } & T)
  | {
      ok: false;
      /** Field -> translation key, from the server's own check of the schema or the backend's answer. */
      fieldErrors?: Record<string, string>;
      /** A message for the whole form (bad credentials, invalid link), shown in the form. */
      formError?: string;
      formErrorParams?: Record<string, string | number>;
      /** A global message (backend down, forbidden). */
      messageKey?: string;
      /** The customer's session ended: sign in again (spec 1 §8 sessionExpired). */
      sessionExpired?: boolean;
    };

export type FormActionFailure = Extract<FormActionResult, { ok: false }>;

/**
 * The failure of a Server Action that could not run at all: the request failed (offline, a lost
 * connection) or the server threw. The form keeps what was typed and raises a global message.
 */
export function unreachableActionFailure(error: unknown): FormActionFailure {
  if (!(error instanceof TypeError)) return { ok: false, messageKey: 'internalServerError' };
  return { ok: false, messageKey: browserIsOffline() ? 'offline' : 'gatewayTimeout' };
}
