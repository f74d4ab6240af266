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
