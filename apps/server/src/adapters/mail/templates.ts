import { coarseKm, type Language } from '@raktsetu/shared';
import { formatDateTime, toLanguage } from '../../lib/language-format.ts';
import type { MailMessage } from './mailer.ts';
import { MAIL_TEXTS, type MailTexts, type MailWords } from './texts/mail-texts.ts';

/**
 * Account e-mails under the RaktSetu name, each as HTML and plain text, in the recipient's language: every
 * template takes the recipient's users.preferred_language (an unknown value reads English). The words of each
 * language live in texts/.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Layout {
  to: string;
  language: Language;
  greetingName: string;
  words: MailWords;
  url: string;
}

function render(l: Layout): MailMessage {
  const { layout } = MAIL_TEXTS[l.language];
  const { subject, paragraphs, action, footnote } = l.words;
  const text = [
    layout.hello(l.greetingName),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action}: ${l.url}`,
    '',
    ...(footnote ? [footnote, ''] : []),
    layout.signature,
  ].join('\n');

  const button = `<p style="margin:24px 0"><a href="${escapeHtml(l.url)}" style="background:#b91c1c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(layout.buttonFallback)}<br><a href="${escapeHtml(l.url)}">${escapeHtml(l.url)}</a></p>`;
  // Devanagari reads better a little larger and with more line height than Latin in the same font stack.
  const font = l.language === 'en' ? 'Arial,Helvetica,sans-serif' : "'Noto Sans Devanagari',Mangal,Arial,sans-serif";
  const html = `<!doctype html><html lang="${l.language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:${font};color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#b91c1c;margin:0 0 16px">RaktSetu</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p>${escapeHtml(layout.hello(l.greetingName))}</p>
${paragraphs.map((p) => `<p style="line-height:${l.language === 'en' ? '1.5' : '1.7'}">${escapeHtml(p)}</p>`).join('\n')}
${button}
${footnote ? `<p style="font-size:13px;color:#475569">${escapeHtml(footnote)}</p>` : ''}
</div>
<p style="font-size:12px;color:#64748b;margin-top:16px">${escapeHtml(layout.tagline)}</p>
</div></body></html>`;
  return { to: l.to, subject, text, html };
}

/** One template: the recipient, the words of their language, and the link the button opens. */
function mail(
  to: string,
  name: string,
  preferredLanguage: string,
  url: string,
  words: (texts: MailTexts, language: Language) => MailWords,
): MailMessage {
  const language = toLanguage(preferredLanguage);
  return render({ to, language, greetingName: name, url, words: words(MAIL_TEXTS[language], language) });
}

/**
 * A notice's own words as an e-mail (the Blood Bridge's asks and news, a coordinator's message): the words are
 * already in the recipient's language, written by features/notifications; the button opens `url`.
 */
export function noticeMessage(
  to: { email: string; full_name: string; preferred_language: string },
  notice: { title: string; message: string },
  url: string,
): MailMessage {
  const name = to.full_name.trim().split(/\s+/)[0] || to.full_name;
  return mail(to.email, name, to.preferred_language, url, (texts) => ({
    subject: notice.title,
    paragraphs: notice.message.split(/\n+/),
    action: texts.layout.openPage,
    footnote: '',
  }));
}

export function verifyEmailMessage(to: string, name: string, url: string, language: string): MailMessage {
  return mail(to, name, language, url, (t) => t.verifyEmail());
}

export function resetPasswordMessage(to: string, name: string, url: string, language: string): MailMessage {
  return mail(to, name, language, url, (t) => t.resetPassword());
}

export function passwordChangedMessage(
  to: string,
  name: string,
  when: Date,
  forgotUrl: string,
  language: string,
): MailMessage {
  return mail(to, name, language, forgotUrl, (t, l) => t.passwordChanged(formatDateTime(l, when)));
}

export function requestAlertMessage(
  to: string,
  name: string,
  alert: { urgency: string; group: string; component: string; units: number; distanceKm: number | null; url: string },
  language: string,
): MailMessage {
  const distanceKm = alert.distanceKm === null ? null : coarseKm(alert.distanceKm);
  return mail(to, name, language, alert.url, (t) => t.requestAlert({ ...alert, distanceKm }));
}

export function confirmNewEmailMessage(to: string, name: string, url: string, language: string): MailMessage {
  return mail(to, name, language, url, (t) => t.confirmNewEmail());
}

/** Sent to the address in use when a change to another one is asked for, so the owner can stop a takeover. */
export function emailChangeNoticeMessage(
  to: string,
  name: string,
  change: { newAddressHint: string; when: Date; undoUrl: string },
  language: string,
): MailMessage {
  return mail(to, name, language, change.undoUrl, (t, l) =>
    t.emailChangeNotice({ at: formatDateTime(l, change.when), newAddressHint: change.newAddressHint }),
  );
}

export function signInLinkMessage(to: string, name: string, url: string, language: string): MailMessage {
  return mail(to, name, language, url, (t) => t.signInLink());
}

export function accountExistsMessage(
  to: string,
  name: string,
  urls: { signIn: string; reset: string },
  language: string,
): MailMessage {
  return mail(to, name, language, urls.signIn, (t) => t.accountExists(urls.reset));
}

/** To the owner of an address another account asked to move to: nothing changes, and they are told. */
export function addressInUseMessage(
  to: string,
  name: string,
  urls: { signIn: string; reset: string },
  language: string,
): MailMessage {
  return mail(to, name, language, urls.signIn, (t) => t.addressInUse(urls.reset));
}

/** To a donor whose interval after the last donation has ended (sent only with e-mail notices on). */
export function eligibleAgainMessage(to: string, name: string, url: string, language: string): MailMessage {
  return mail(to, name, language, url, (t) => t.eligibleAgain());
}
