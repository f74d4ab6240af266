import { parseJsonText } from './json';
import { INVALID_TOKEN_ERROR_TYPE, OccError } from './errors';
import { oauthErrorSchema, occErrorListSchema, type OccErrorDetail } from './schemas';

/**
 * Reading error answers into an OccError. Apart from `errors.ts` because it parses with the zod
 * schemas, which client islands load only with the OCC client itself.
 */

/**
 * Normalizes an error answer of OCC (`{errors: [...]}`) or of the authorization server
 * (`{error, error_description}`); any other body keeps only the status.
 */
export function occErrorFromBody(status: number, body: unknown): OccError {
  const list = occErrorListSchema.safeParse(body);
  if (list.success && list.data.errors.length > 0) return new OccError(status, list.data.errors);
  const oauth = oauthErrorSchema.safeParse(body);
  if (oauth.success) return new OccError(status, [oauthErrorDetail(oauth.data.error, oauth.data.error_description)]);
  return new OccError(status, [{ type: httpErrorType(status) }]);
}

/** Reads an error response's body (JSON or not) into an OccError. */
export async function occErrorFromResponse(response: Response): Promise<OccError> {
  const text = await response.text().catch(() => '');
  return occErrorFromBody(response.status, parseJsonText(text));
}

/**
 * The authorization server names errors in snake case (`invalid_grant`, `invalid_token`); an invalid
 * token becomes OCC's InvalidTokenError so both servers' answers are handled by one rule.
 */
function oauthErrorDetail(error: string, description: string | undefined): OccErrorDetail {
  const type = error === 'invalid_token' ? INVALID_TOKEN_ERROR_TYPE : error;
  return description ? { type, reason: error, message: description } : { type, reason: error };
}

function httpErrorType(status: number): string {
  if (status === 401) return 'UnauthorizedError';
  if (status === 403) return 'ForbiddenError';
  if (status === 404) return 'NotFoundError';
  return status >= 500 ? 'ServerError' : 'HttpError';
}
