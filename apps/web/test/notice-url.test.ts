import { describe, expect, it } from 'vitest';
import { noticeTarget } from '../src/lib/offline/notice-url.ts';

const ORIGIN = 'https://raktsetu.example';
const FALLBACK = '/app/notifications';

describe('where a tapped push notice opens', () => {
  it('opens a page of this app', () => {
    expect(noticeTarget('/app/requests/42?x=1#top', ORIGIN, FALLBACK)).toBe(`${ORIGIN}/app/requests/42?x=1#top`);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    42,
    null,
  ])('never another site: %s', (url) => {
    expect(noticeTarget(url, ORIGIN, FALLBACK)).toBe(`${ORIGIN}${FALLBACK}`);
  });
});
