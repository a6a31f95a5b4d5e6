import { LANGUAGES, type Language } from '@raktsetu/shared';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../src/adapters/mail/mailer.ts';
import * as templates from '../../src/adapters/mail/templates.ts';
import * as notices from '../../src/features/notifications/notices.ts';
import type { Notice } from '../../src/features/notifications/notices.ts';
import { formatNumber } from '../../src/lib/language-format.ts';

/** What the texts quote as they are: names, links, addresses, places, partner offers. */
const NAME = 'Asha Patil';
const URL = 'https://raktsetu.test/auth/callback?token=abc_DEF-123';
const RESET = 'https://raktsetu.test/forgot-password';
const HINT = 'a***@example.org';
const QUOTED = [
  NAME,
  'Asha',
  URL,
  RESET,
  HINT,
  'Pune',
  'Ruby Hall Clinic',
  'Sahyadri Blood Bank',
  'Chai Point',
  'Free tea',
];
/** Latin words every language keeps: product names, units and the short form of a component. */
const KEPT = ['RaktSetu', 'SOS', 'km', 'PRBC'];

/** The words left once quoted values, kept names and markup are taken out: none may be English in hi/mr. */
function latinLeftovers(text: string): string[] {
  let rest = text.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  for (const q of [...QUOTED, ...KEPT]) rest = rest.split(q).join(' ');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

const when = new Date('2026-03-05T14:30:00Z');
const request = {
  request_id: '00000000-0000-4000-8000-000000000001',
  urgency: 'Urgent',
  blood_group: 'O-',
  component: 'Platelets',
  units_required: 2,
  city: 'Pune',
};

const MAILS: Record<string, (language: string) => MailMessage> = {
  verifyEmail: (l) => templates.verifyEmailMessage('a@example.org', NAME, URL, l),
  resetPassword: (l) => templates.resetPasswordMessage('a@example.org', NAME, URL, l),
  passwordChanged: (l) => templates.passwordChangedMessage('a@example.org', NAME, when, URL, l),
  requestAlert: (l) =>
    templates.requestAlertMessage(
      'a@example.org',
      NAME,
      { urgency: 'SOS', group: 'AB+', component: 'Whole Blood', units: 3, distanceKm: 12.4, url: URL },
      l,
    ),
  confirmNewEmail: (l) => templates.confirmNewEmailMessage('a@example.org', NAME, URL, l),
  emailChangeNotice: (l) =>
    templates.emailChangeNoticeMessage('a@example.org', NAME, { newAddressHint: HINT, when, undoUrl: URL }, l),
  signInLink: (l) => templates.signInLinkMessage('a@example.org', NAME, URL, l),
  accountExists: (l) => templates.accountExistsMessage('a@example.org', NAME, { signIn: URL, reset: RESET }, l),
  addressInUse: (l) => templates.addressInUseMessage('a@example.org', NAME, { signIn: URL, reset: RESET }, l),
  eligibleAgain: (l) => templates.eligibleAgainMessage('a@example.org', NAME, URL, l),
};

const NOTICES: Record<string, () => Notice> = {
  requestAlert: () => notices.requestAlert(request, 7.6),
  donorAccepted: () => notices.donorAccepted(request, { donor_id: 'd', full_name: NAME, blood_group: 'O-' } as const),
  searchWidened: () => notices.searchWidened(request.request_id, 25),
  requestFulfilled: () => notices.requestClosed(request, 'Fulfilled'),
  requestCancelled: () => notices.requestClosed(request, 'Cancelled'),
  impact: () => notices.impact('x', { ...request, patient_name: NAME, hospital_name: 'Ruby Hall Clinic' }),
  impactNoName: () => notices.impact('x', { ...request, patient_name: '', hospital_name: null, city: null }),
  stockAvailable: () =>
    notices.stockAvailable(
      request.request_id,
      { bank_id: 1, bank_name: 'Sahyadri Blood Bank', blood_group: 'O-', component: 'Plasma' },
      3.26,
    ),
  couponIssued: () =>
    notices.couponIssued({
      event_key: 'k',
      reason: 'sos_bonus',
      coupon: { title: 'Free tea', partner_name: 'Chai Point' },
    }),
  couponNoneLeft: () => notices.couponIssued({ event_key: 'k', reason: 'referral', coupon: null }),
  eligibleAgain: () => notices.eligibleAgain('d', '2026-01-01'),
};

const DEVANAGARI = /[\u0900-\u097F]/;

describe('e-mails in each language', () => {
  for (const [name, build] of Object.entries(MAILS)) {
    for (const language of LANGUAGES) {
      it(`${name} in ${language}: subject, text and HTML complete, links intact, nothing left in English`, () => {
        const mail = build(language);
        expect(mail.subject.trim()).not.toBe('');
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/\{\{|\}\}|undefined|null|NaN|\[object/);
        }
        expect(mail.text).toContain(URL);
        expect(mail.html).toContain(`href="${URL.replace(/&/g, '&amp;')}"`);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.text).toContain(NAME);
        if (language === 'en') return;
        expect(mail.subject).toMatch(DEVANAGARI);
        expect(latinLeftovers(mail.subject), mail.subject).toEqual([]);
        expect(latinLeftovers(mail.text), mail.text).toEqual([]);
        expect(latinLeftovers(mail.html), mail.html).toEqual([]);
        expect(mail.subject).not.toBe(build('en').subject);
      });
    }
  }

  it('writes the alert counts with Intl plural rules and the digits of the language', () => {
    const alert = (units: number, language: Language) =>
      templates.requestAlertMessage(
        'a@example.org',
        NAME,
        { urgency: 'Urgent', group: 'B+', component: 'Plasma', units, distanceKm: 4, url: URL },
        language,
      ).text;
    expect(alert(1, 'en')).toContain('needs 1 unit of B+ Plasma (Urgent)');
    expect(alert(2, 'en')).toContain('needs 2 units of B+ Plasma (Urgent)');
    expect(alert(2, 'hi')).toContain('B+ प्लाज़्मा की 2 यूनिट चाहिए (अर्जेंट)');
    expect(alert(2, 'mr')).toContain('आपल्यापासून सुमारे 4 km अंतरावर एका रुग्णासाठी B+ प्लाझ्मा हवे आहे: 2 युनिट (तातडीची)');
  });

  it('dates a change in India time, in the words of the language', () => {
    expect(MAILS.passwordChanged?.('en').text).toContain('5 Mar 2026, 8:00 pm (India time)');
    expect(MAILS.passwordChanged?.('hi').text).toContain('(भारतीय समय)');
    // Latin digits in every language, as on the web (decision 0023); the month in Marathi.
    expect(MAILS.passwordChanged?.('mr').text).toMatch(/5 मार्च, 2026, 8:00 PM \(भारतीय वेळ\)/);
  });

  it('reads an unknown stored language as English', () => {
    expect(templates.verifyEmailMessage('a@example.org', NAME, URL, 'xx').subject).toBe(
      'Verify your e-mail address for RaktSetu',
    );
  });
});

describe('notices in each language', () => {
  for (const [name, build] of Object.entries(NOTICES)) {
    it(`${name}: a title and message in every language, nothing left in English in hi and mr`, () => {
      const { text } = build();
      for (const language of LANGUAGES) {
        const { title, message } = text[language];
        expect(title.trim()).not.toBe('');
        expect(message.trim()).not.toBe('');
        expect(`${title} ${message}`).not.toMatch(/\{\{|\}\}|undefined|null|NaN|\[object/);
        if (language === 'en') continue;
        expect(title).toMatch(DEVANAGARI);
        expect(latinLeftovers(`${title} ${message}`), message).toEqual([]);
      }
    });
  }

  it('keeps blood groups, names and places exactly as stored', () => {
    const accepted = NOTICES.donorAccepted?.().text;
    expect(NOTICES.impact?.().text.hi.message).toBe('आज आपका खून Ruby Hall Clinic में Asha तक पहुँचा — दिल से धन्यवाद');
    for (const language of LANGUAGES) {
      expect(accepted?.[language].message).toContain(`${NAME} (O-)`);
      expect(NOTICES.stockAvailable?.().text[language].message).toContain('Sahyadri Blood Bank');
    }
  });

  it('writes the SOS fan-out alert from its parts exactly as the single alert, in each language', () => {
    const parts = notices.requestAlertParts(request);
    const single = notices.requestAlert(request, 7.6).text;
    for (const language of LANGUAGES) {
      const words = parts.words[language];
      expect(words.title).toBe(single[language].title);
      expect(`${words.before}${formatNumber(language, 8)}${words.after}`).toBe(single[language].message);
    }
    expect(single.en.message).toBe('2 units of O- Platelets needed about 8 km from you (Pune).');
    expect(single.mr.message).toBe('O- प्लेटलेट्स: 2 युनिट हवे आहेत, आपल्यापासून सुमारे 8 km अंतरावर (Pune).');
  });

  it('uses the one and other forms per language', () => {
    const one = notices.requestAlert({ ...request, units_required: 1 }, 2).text;
    expect(one.en.message).toMatch(/^1 unit of/);
    expect(one.mr.message).toContain('1 युनिट हवे आहे,');
  });
});
