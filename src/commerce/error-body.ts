import {
  INVALID_RESPONSE_ERROR_TYPE,
  INVALID_TOKEN_ERROR_TYPE,
  NETWORK_ERROR_TYPE,
  OccError,
  TIMEOUT_ERROR_TYPE,
  type OccErrorKind,
} from './errors';
import type { OccErrorDetail } from './schemas';

/**
 * Reading error answers into an OccError, on the server and in the browser. Written without the
 * schema library, which the browser never loads: an error answer is read as leniently as
 * `occErrorListSchema` and `oauthErrorSchema` describe it (the contract tests check both agree).
 */

/**
 * Normalizes an error answer of OCC (`{errors: [...]}`) or of the authorization server
 * (`{error, error_description}`); any other body keeps only the status. The failures the storefront
 * reports itself (the commerce proxy's timeout, unreachable backend, broken answer) keep their kind.
 */
export function occErrorFromBody(status: number, body: unknown): OccError {
  const errors = occErrorDetails(body);
  if (errors && errors.length > 0) return new OccError(status, errors, kindOf(errors));
  if (isRecord(body) && typeof body.error === 'string' && isOptionalString(body.error_description)) {
    return new OccError(status, [oauthErrorDetail(body.error, body.error_description)]);
  }
  return new OccError(status, [{ type: httpErrorType(status) }]);
}

/** `errors` when it is a list of error entries (a missing list is an empty one), else undefined. */
function occErrorDetails(body: unknown): OccErrorDetail[] | undefined {
  if (!isRecord(body)) return undefined;
  if (body.errors === undefined) return [];
  if (!Array.isArray(body.errors)) return undefined;
  const details: OccErrorDetail[] = [];
  for (const entry of body.errors as unknown[]) {
    if (!isErrorDetail(entry)) return undefined;
    details.push(entry);
  }
  return details;
}

const DETAIL_TEXTS = ['reason', 'subject', 'subjectType', 'message'] as const;

function isErrorDetail(value: unknown): value is OccErrorDetail {
  return isRecord(value) && typeof value.type === 'string' && DETAIL_TEXTS.every((name) => isOptionalString(value[name]));
}

const OWN_KINDS: Record<string, OccErrorKind> = {
  [NETWORK_ERROR_TYPE]: 'network',
  [TIMEOUT_ERROR_TYPE]: 'timeout',
  [INVALID_RESPONSE_ERROR_TYPE]: 'invalid-response',
};

function kindOf(errors: OccErrorDetail[]): OccErrorKind {
  const own = errors.length === 1 ? OWN_KINDS[errors[0]?.type ?? ''] : undefined;
  return own ?? 'http';
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}
