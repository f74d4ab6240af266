export const TOO_LARGE = Symbol('too large');

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

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
