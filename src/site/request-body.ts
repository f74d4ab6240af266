/**
 * Request bodies read within a limit, for route handlers: a body over the limit is refused before it
 * is read on, whether or not Content-Length says so.
 */

export const TOO_LARGE = Symbol('too large');

/** What the storefront's plain form posts (site choice, newsletter) may send: a few short fields. */
const MAX_FORM_BODY_BYTES = 16 * 1024;

/** The request body as text, refusing more than `limit` bytes whether or not Content-Length says so. */
export async function readBody(request: Request, limit: number): Promise<string | undefined | typeof TOO_LARGE> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return TOO_LARGE;
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  return size === 0 ? undefined : new TextDecoder().decode(concat(chunks, size));
}

/**
 * A form post's fields (`application/x-www-form-urlencoded` or `multipart/form-data`), read within
 * `limit` bytes; `undefined` when there is no body or it is not a form.
 */
export async function readForm(request: Request, limit = MAX_FORM_BODY_BYTES): Promise<FormData | undefined | typeof TOO_LARGE> {
  const body = await readBody(request, limit);
  if (body === TOO_LARGE) return TOO_LARGE;
  const contentType = request.headers.get('content-type');
  if (body === undefined || !contentType) return undefined;
  return new Response(body, { headers: { 'content-type': contentType } }).formData().catch(() => undefined);
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
