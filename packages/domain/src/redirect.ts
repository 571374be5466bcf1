/**
 * True when `value` is a path on our own origin: it starts with a single "/", and nothing in it
 * can make a browser leave the origin ("//host", "/\\host", schemes, control characters).
 * `returnTo` and `redirect_url` only ever hold such paths (issue 2, "redirects go only to our own paths").
 */
export function isSameOriginPath(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith("/")) return false;
  // Browsers treat "\" like "/" in URLs and strip tabs/newlines, so "/\evil" or "/\t/evil" escape.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === "\\" || code < 0x20 || code === 0x7f) return false;
  }
  if (value.startsWith("//")) return false;
  try {
    const base = "http://foyer.invalid";
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
