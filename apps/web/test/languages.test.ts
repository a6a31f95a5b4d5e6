import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, LANGUAGE_KEY } from '../src/i18n/device-language.ts';
import i18n, { currentLocale, loadMoreMessages, setLanguage } from '../src/i18n/index.ts';
import hiFirst from '../src/i18n/locales/hi-first.ts';
import mrMore from '../src/i18n/locales/mr-more.ts';
import { formatIsoDate } from '../src/lib/format.ts';

/** A minimal in-memory localStorage for the node test environment. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the start language', () => {
  it('is the one chosen on this device, whatever the browser prefers', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [LANGUAGE_KEY]: 'hi' }));
    vi.stubGlobal('navigator', { languages: ['mr-IN', 'en'], language: 'mr-IN' });
    expect(initialLanguage()).toBe('hi');
  });

  it("follows the browser's languages, best first, when nothing (or nothing valid) was chosen", () => {
    vi.stubGlobal('localStorage', memoryStorage({ [LANGUAGE_KEY]: 'fr' }));
    vi.stubGlobal('navigator', { languages: ['fr-FR', 'mr-IN', 'hi'], language: 'fr-FR' });
    expect(initialLanguage()).toBe('mr');
  });

  it('is English for a browser that prefers none of ours', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('navigator', { languages: ['de-DE'], language: 'de-DE' });
    expect(initialLanguage()).toBe('en');
  });
});

describe('switching language', () => {
  it('loads the first part, and the rest once a page asks for it, with plural forms from Intl', async () => {
    await setLanguage('hi', { unsaved: false });
    expect(i18n.language).toBe('hi');
    expect(i18n.t('nav.signIn')).toBe(hiFirst.nav.signIn);
    expect(i18n.t('nav.notificationsUnread', { count: 1 })).toBe(
      hiFirst.nav.notificationsUnread_one.replace('{{count}}', '1'),
    );
    expect(i18n.t('nav.notificationsUnread', { count: 3 })).toBe(
      hiFirst.nav.notificationsUnread_other.replace('{{count}}', '3'),
    );

    await loadMoreMessages();
    // Once a page needed the rest, a later change brings the new language's rest before switching.
    await setLanguage('mr', { unsaved: false });
    expect(i18n.t('dashboard.welcome', { name: 'Asha' })).toBe(mrMore.dashboard.welcome.replace('{{name}}', 'Asha'));
  });

  it('formats dates in the language, with the Latin digits people type', async () => {
    await setLanguage('mr', { unsaved: false });
    expect(currentLocale()).toBe('mr-IN-u-nu-latn');
    const date = formatIsoDate('2025-03-05');
    expect(date).toMatch(/5/);
    expect(date).toMatch(/2025/);
    expect(date).toMatch(/[\u0900-\u097F]/);
    await setLanguage('en', { unsaved: false });
    expect(formatIsoDate('2025-03-05')).toBe('5 Mar 2025');
  });
});
