import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../adapters/mail/templates.ts';
import { MAIL_TEXTS } from '../../adapters/mail/texts/mail-texts.ts';
import { toLanguage } from '../../lib/language-format.ts';

/**
 * The e-mail copy of a coordinator's message to a bridge's donors: the notice's own title and words (already in
 * the donor's language, features/notifications/texts/bridge-*.ts) between the e-mails' greeting and signature,
 * with a link to the donor's bridges.
 */
export function bridgeMessageMail(
  to: { email: string; full_name: string; preferred_language: string },
  notice: { title: string; message: string },
  url: string,
): Omit<MailMessage, 'messageId'> {
  const language = toLanguage(to.preferred_language);
  const { layout } = MAIL_TEXTS[language];
  const name = to.full_name.trim().split(/\s+/)[0] || to.full_name;
  const text = [layout.hello(name), '', notice.message, '', url, '', layout.signature].join('\n');
  const font = language === 'en' ? 'Arial,Helvetica,sans-serif' : "'Noto Sans Devanagari',Mangal,Arial,sans-serif";
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(notice.title)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:${font};color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#b91c1c;margin:0 0 16px">RaktSetu</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p>${escapeHtml(layout.hello(name))}</p>
<p style="line-height:1.6;white-space:pre-line">${escapeHtml(notice.message)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
</div>
<p style="font-size:12px;color:#64748b;margin-top:16px">${escapeHtml(layout.tagline)}</p>
</div></body></html>`;
  return { to: to.email, subject: notice.title, text, html };
}
