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
 * The failure of a Server Action that could not run at all. The form keeps what was typed and raises
 * a global message:
 * - the request failed (offline, a lost connection): a `TypeError` from `fetch`;
 * - the action threw on the server: React hands the error on with the server's `digest`;
 * - something between answered instead of the action (a gateway's 502 or 504 page): Next rejects
 *   with an error of its own, without a digest.
 */
export function unreachableActionFailure(error: unknown): FormActionFailure {
  if (error instanceof TypeError) return { ok: false, messageKey: browserIsOffline() ? 'offline' : 'gatewayTimeout' };
  return { ok: false, messageKey: thrownOnServer(error) ? 'internalServerError' : 'badGateway' };
}

function thrownOnServer(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { digest?: unknown }).digest === 'string';
}
