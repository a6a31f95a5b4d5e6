/**
 * Donor pages already worked out by the open requests view (open-requests-view.ts), each until a time (ms) after
 * which the same inputs could give another page; the view forgets them all at each change it hears. At most
 * `max` are kept: the oldest goes first.
 */
export function createPageMemo<T>(max: number) {
  const pages = new Map<string, { value: T; until: number }>();
  return {
    get(key: string, now: number): T | undefined {
      const hit = pages.get(key);
      if (!hit) return undefined;
      if (now < hit.until) return hit.value;
      pages.delete(key);
      return undefined;
    },
    set(key: string, value: T, until: number) {
      pages.delete(key);
      if (pages.size >= max) pages.delete(pages.keys().next().value!);
      pages.set(key, { value, until });
    },
    clear: () => pages.clear(),
    size: () => pages.size,
  };
}
