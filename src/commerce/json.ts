/** Parses an answer body; an empty or non-JSON body is `undefined` (OCC answers many writes with no body). */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
