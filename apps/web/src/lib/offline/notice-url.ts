/**
 * Where a tapped push notice may go: a page of this app only. The address is resolved as the browser will open
 * it, so "/\\evil.example" (a backslash is a slash in a URL) or "//evil.example" never leaves the site.
 */
export function noticeTarget(url: unknown, origin: string, fallback: string): string {
  const fallbackHref = new URL(fallback, origin).href;
  if (typeof url !== 'string') return fallbackHref;
  try {
    const target = new URL(url, origin);
    return target.origin === new URL(origin).origin ? target.href : fallbackHref;
  } catch {
    return fallbackHref;
  }
}
