/**
 * Configuration of the chat help button (spec 1 §2.2): `CHAT_SCRIPT_URL`, the vendor's script (no
 * chat when unset), and optionally `CHAT_BUTTON_SELECTOR`, the element that script adds.
 */

export interface ChatConfig {
  scriptUrl: string;
  buttonSelector: string;
}

/** An absolute https URL (http only for a local test server), or `undefined`. */
export function scriptUrlFrom(value: string | undefined): string | undefined {
  const candidate = value?.trim();
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    if (url.protocol === 'https:' || (url.protocol === 'http:' && local)) return url.toString();
  } catch {
    // not a URL
  }
  console.warn(`Ignoring a script URL that is not an absolute https URL: ${candidate}`);
  return undefined;
}

export function chatConfigFrom(
  env: Partial<Record<string, string | undefined>>,
  defaultSelector: string,
): ChatConfig | undefined {
  const scriptUrl = scriptUrlFrom(env.CHAT_SCRIPT_URL);
  if (!scriptUrl) return undefined;
  return { scriptUrl, buttonSelector: env.CHAT_BUTTON_SELECTOR?.trim() || defaultSelector };
}
