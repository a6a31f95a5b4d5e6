import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import enFirst from '../src/i18n/locales/en-first.ts';
import enMore from '../src/i18n/locales/en-more.ts';

/**
 * The catalogue check (docs/decisions/0023-languages.md): English is the source; Hindi and Marathi have exactly
 * its keys, part by part (the first pages' texts and the rest load separately), keep every placeholder and tag
 * of each English text, and every English key is used somewhere in the web app's source.
 */

type Texts = { [key: string]: string | Texts };
const PARTS = ['first', 'more'] as const;
const TRANSLATIONS = ['hi', 'mr'] as const;
const ENGLISH: Record<(typeof PARTS)[number], Texts> = { first: enFirst, more: enMore };

// Only the files that exist: while a language's files are being written its checks are skipped, not failed.
const files = import.meta.glob<{ default: Texts }>('../src/i18n/locales/{hi,mr}-{first,more}.ts', { eager: true });
const translationOf = (language: string, part: string): Texts | undefined =>
  files[`../src/i18n/locales/${language}-${part}.ts`]?.default;

/** Every text as 'a.b.c' → value; an object where English has a text (or the reverse) shows as its type. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const entry of flatten(value, path)) out.set(...entry);
    else out.set(path, `<${typeof value}>`);
  }
  return out;
}

/**
 * What must survive translation: {{placeholders}} (i18next), {single} ones (Radix's {hotkey}) and markup tags,
 * as a sorted list (a translation may reorder them, not drop, add or rename any).
 */
function tokensOf(text: string): string[] {
  const placeholders = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const single = [...text.replace(/\{\{[^}]*\}\}/g, '').matchAll(/\{(\w+)\}/g)].map((m) => `{${m[1]}}`);
  const tags = [...text.matchAll(/<\/?[\w-]+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, ''));
  return [...placeholders, ...single, ...tags].sort();
}

describe.each(TRANSLATIONS)('%s texts', (language) => {
  describe.each(PARTS)(`${language}-%s.ts`, (part) => {
    const translated = translationOf(language, part);
    const english = flatten(ENGLISH[part]);

    it.skipIf(!translated)('has every English key, as a text where English has a text', () => {
      const keys = flatten(translated ?? {});
      const missing = [...english.keys()].filter((key) => !keys.has(key));
      expect(missing, `missing in ${language}-${part}.ts`).toEqual([]);
    });

    it.skipIf(!translated)('has no key that English does not have', () => {
      const extra = [...flatten(translated ?? {}).keys()].filter((key) => !english.has(key));
      expect(extra, `in ${language}-${part}.ts but not in English`).toEqual([]);
    });

    it.skipIf(!translated)('keeps every placeholder and tag of the English text, and adds none', () => {
      const keys = flatten(translated ?? {});
      const changed = [...english]
        .filter(([key]) => keys.has(key))
        .filter(([key, text]) => tokensOf(text).join(' ') !== tokensOf(keys.get(key) ?? '').join(' '))
        .map(
          ([key, text]) =>
            `${key}: en ${JSON.stringify(tokensOf(text))} vs ${JSON.stringify(tokensOf(keys.get(key) ?? ''))}`,
        );
      expect(changed).toEqual([]);
    });

    it.skipIf(!translated)('has no empty text', () => {
      const empty = [...flatten(translated ?? {})].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });
  });
});

/**
 * Keys the source builds at run time, `t(\`prefix.${value}\`)`: every key under one of these prefixes counts as
 * used. Each names where it is built; the test below fails when the source builds a key under a prefix missing
 * here, or when a prefix here is built nowhere any more.
 */
const DYNAMIC_PREFIXES: Record<string, string> = {
  'bank.grid.age.': "a stock row's freshness (bank/components/stock-grid-card.tsx)",
  'bank.history.sources.': 'where a stock change came from (bank/components/stock-history-card.tsx)',
  'bloodBanks.categories.': "a bank's category: name and about (blood-banks components)",
  'coupons.earn.': 'the ways to earn, title and text (coupons/components/how-to-earn.tsx)',
  'coupons.empty.': 'the empty list of a tab or search (coupons/components/coupons-page.tsx)',
  // Covers all of coupons.old: the empty texts are picked by a prop (coupons/components/coupons-old-page.tsx).
  'coupons.old.': 'the old empty texts, empty or emptyExpiring (coupons/components/coupons-old-page.tsx)',
  'coupons.old.filters.': 'the old status filters (coupons/components/coupons-old-page.tsx)',
  'coupons.old.stats.': "the old coupons' figures (coupons/components/coupons-old-page.tsx)",
  'coupons.old.tabs.': 'the old tabs (coupons/components/coupons-old-page.tsx)',
  'coupons.reasons.': 'why a coupon was given (coupons/components/coupon-dialog.tsx)',
  'coupons.stats.': "the coupons' figures (coupons/components/coupon-stats.tsx)",
  'coupons.status.': "a coupon's status (coupons/components/coupon-card.tsx)",
  'coupons.statusChoices.': 'the status filter (coupons/components/coupons-page.tsx)',
  'coupons.tabs.': 'the tabs (coupons/components/coupons-page.tsx)',
  'donors.bands.': "a donor's distance band (donors/components/donor-card.tsx)",
  'donors.searched.': 'where the search was centred (donors/components/donor-results.tsx)',
  'help.faqs.': 'each question and answer (help/components/help-faqs.tsx)',
  'help.how.': "the steps for the reader's role (help/components/help-page.tsx)",
  'history.confirmedBy.': 'who confirmed a donation (history/components/donation-history.tsx)',
  'live.status.': "the live stream's state (components/live/live-indicator.tsx)",
  'location.errors.': 'why a location could not be read (profile, SOS, blood banks)',
  'location.permission.': "the browser's location permission (profile/components/location-card.tsx)",
  'notifications.filters.': 'the notification filters (notifications/components/notifications-page.tsx)',
  'profile.health.sexes.': "a donor's sex (profile components)",
  'report.dialogTitle.': 'what is reported (components/report/report-link.tsx)',
  'report.reasons.': 'the reasons to report (components/report/report-form.tsx)',
  'report.subjects.': 'what may be reported (components/report/report-form.tsx)',
  'requests.eligibility.reasons.': 'why a donor may not give now (requests/components/donor-notices.tsx)',
  'requests.statuses.': "a request's status (badges, filters)",
  'requests.urgencies.': "a request's urgency (badges, filters, the request form)",
  'roles.': "the user's role (profile/components/profile-details.tsx)",
};

const SOURCE_ROOT = join(import.meta.dirname, '../src');
const LOCALES = join(SOURCE_ROOT, 'i18n/locales');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === LOCALES ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(SOURCE_ROOT).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
/** Every quoted string in the source: a key is used when it is spelt out (t('a.b'), labelKey: 'a.b', i18nKey). */
const literals = new Set(sources.flatMap(({ text }) => [...text.matchAll(/(['"`])([\w.]+)\1/g)].map((m) => m[2])));
/** The prefixes of keys built at run time, t(`a.b.${x}`) or t(`a.${x}.name`). */
const builtPrefixes = new Set(
  sources.flatMap(({ text }) => [...text.matchAll(/\bt\(\s*`([\w.]+\.)\$\{/g)].map((m) => m[1] ?? '')),
);

/** i18next plural forms are one key in the source: 'x' for 'x_one' and 'x_other'. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('English keys', () => {
  it('are all used by the source (spelt out, or under a prefix the source builds keys from)', () => {
    const keys = [...flatten(enFirst).keys(), ...flatten(enMore).keys()];
    const unused = keys.filter((key) => {
      const base = baseKey(key);
      return !literals.has(base) && !Object.keys(DYNAMIC_PREFIXES).some((prefix) => base.startsWith(prefix));
    });
    expect(unused).toEqual([]);
  });

  it('list every prefix the source builds keys from, and no other', () => {
    const listed = Object.keys(DYNAMIC_PREFIXES).sort();
    expect([...builtPrefixes].sort(), 'prefixes of t(`prefix.${value}`) in src').toEqual(listed);
  });

  it('hold the same keys in the first pages and the rest only once', () => {
    const first = new Set(flatten(enFirst).keys());
    expect([...flatten(enMore).keys()].filter((key) => first.has(key))).toEqual([]);
  });
});
