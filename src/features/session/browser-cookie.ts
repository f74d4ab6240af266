/**
 * A cookie's value as the browser holds it (`document.cookie`), decoded; `undefined` when there is
 * none or its value is not valid percent-encoding. Browser only: cached server HTML never reads one.
 */
export function readBrowserCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return undefined;
  }
}
