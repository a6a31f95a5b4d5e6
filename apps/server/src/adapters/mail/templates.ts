import { coarseKm } from '@raktsetu/shared';
import type { MailMessage } from './mailer.ts';

/** Account e-mails under the RaktSetu name, each as HTML and plain text. */

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
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote: string;
}

function render(l: Layout): MailMessage {
  const text = [
    `Hello ${l.greetingName},`,
    '',
    ...l.paragraphs.flatMap((p) => [p, '']),
    ...(l.action ? [`${l.action.label}: ${l.action.url}`, ''] : []),
    l.footnote,
    '',
    '— RaktSetu, the blood bridge for Thalassemia patients and donors',
  ].join('\n');

  const button = l.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(l.action.url)}" style="background:#b91c1c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(l.action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(l.action.url)}">${escapeHtml(l.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(l.subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:700;color:#b91c1c;margin:0 0 16px">RaktSetu</p>
<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p>Hello ${escapeHtml(l.greetingName)},</p>
${l.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#475569">${escapeHtml(l.footnote)}</p>
</div>
<p style="font-size:12px;color:#64748b;margin-top:16px">RaktSetu, the blood bridge for Thalassemia patients and donors.</p>
</div></body></html>`;
  return { to: l.to, subject: l.subject, text, html };
}

export function verifyEmailMessage(to: string, name: string, url: string): MailMessage {
  return render({
    to,
    subject: 'Verify your e-mail address for RaktSetu',
    greetingName: name,
    paragraphs: [
      'Welcome to RaktSetu. Please confirm that this e-mail address is yours, so that we can reach you about blood requests and your account.',
    ],
    action: { label: 'Verify my e-mail', url },
    footnote:
      'This link works once and expires in 48 hours. If you did not create an account, you can ignore this message.',
  });
}

export function resetPasswordMessage(to: string, name: string, url: string): MailMessage {
  return render({
    to,
    subject: 'Reset your RaktSetu password',
    greetingName: name,
    paragraphs: [
      'Someone asked to reset the password of your RaktSetu account. If it was you, choose a new password here.',
    ],
    action: { label: 'Choose a new password', url },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays the same.',
  });
}

export function passwordChangedMessage(to: string, name: string, when: Date, forgotUrl: string): MailMessage {
  const at = when.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
  return render({
    to,
    subject: 'Your RaktSetu password was changed',
    greetingName: name,
    paragraphs: [
      `The password of your RaktSetu account was changed on ${at} (India time), and every device was signed out.`,
      'If this was not you, reset your password at once and tell us at the support address.',
    ],
    action: { label: 'Reset my password', url: forgotUrl },
    footnote: 'You receive this notice for your safety whenever your password changes.',
  });
}

export function requestAlertMessage(
  to: string,
  name: string,
  alert: { urgency: string; group: string; component: string; units: number; distanceKm: number | null; url: string },
): MailMessage {
  const where = alert.distanceKm === null ? 'near you' : `about ${coarseKm(alert.distanceKm)} km from you`;
  const sos = alert.urgency === 'SOS';
  return render({
    to,
    subject: `${sos ? 'SOS: ' : ''}${alert.group} ${alert.component} needed ${where}`,
    greetingName: name,
    paragraphs: [
      `A patient ${where} needs ${alert.units} unit${alert.units === 1 ? '' : 's'} of ${alert.group} ${alert.component} (${alert.urgency}). Your blood group can help.`,
      'If you can donate, open the request and tap Accept: the patient will see that you are coming and can call you. If you cannot, tap Decline so we ask someone else.',
      'Blood is never paid for in India. Nobody should ask you for money, and you should never ask for any.',
    ],
    action: { label: 'Open the request', url: alert.url },
    footnote:
      'You receive these alerts because you are available for SOS in RaktSetu. Turn alerts off in your profile at any time.',
  });
}

export function confirmNewEmailMessage(to: string, name: string, url: string): MailMessage {
  return render({
    to,
    subject: 'Confirm your new e-mail address for RaktSetu',
    greetingName: name,
    paragraphs: [
      'You asked to use this address for your RaktSetu account. Confirm it to finish the change; until then your account keeps its current address, and that is where sign-in and password e-mails go.',
    ],
    action: { label: 'Confirm my new e-mail', url },
    footnote:
      'This link works once and expires in 24 hours. If you did not ask for this, ignore this message: nothing changes.',
  });
}

/** Sent to the address in use when a change to another one is asked for, so the owner can stop a takeover. */
export function emailChangeNoticeMessage(
  to: string,
  name: string,
  change: { newAddressHint: string; when: Date; undoUrl: string },
): MailMessage {
  const at = change.when.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return render({
    to,
    subject: 'Your RaktSetu e-mail address is being changed',
    greetingName: name,
    paragraphs: [
      `On ${at} (India time) someone signed in to your RaktSetu account asked to change its e-mail address to ${change.newAddressHint}. The change takes effect once that address is confirmed.`,
      'If this was you, there is nothing to do.',
      'If it was not you, undo the change now: your account keeps (or gets back) this address and every device is signed out. Then reset your password, because someone else knows it.',
    ],
    action: { label: 'Undo the change', url: change.undoUrl },
    footnote: 'This link works once and stays valid for 7 days, also after the change has taken effect.',
  });
}

export function signInLinkMessage(to: string, name: string, url: string): MailMessage {
  return render({
    to,
    subject: 'Your RaktSetu sign-in link',
    greetingName: name,
    paragraphs: [
      'Someone asked to sign in to your RaktSetu account without the password. If it was you, use this link.',
    ],
    action: { label: 'Sign me in', url },
    footnote:
      'This link works once and expires in 15 minutes. If you did not ask for it, ignore this message: nobody can use it but you.',
  });
}

export function accountExistsMessage(to: string, name: string, urls: { signIn: string; reset: string }): MailMessage {
  return render({
    to,
    subject: 'Someone tried to create a RaktSetu account with your address',
    greetingName: name,
    paragraphs: [
      'Someone just tried to create a new RaktSetu account with this e-mail address, which already has an account. No new account was made.',
      `If it was you, sign in instead, or reset your password if you have forgotten it: ${urls.reset}`,
    ],
    action: { label: 'Sign in', url: urls.signIn },
    footnote: 'If it was not you, you can ignore this message: your account has not changed.',
  });
}

/** To the owner of an address another account asked to move to: nothing changes, and they are told. */
export function addressInUseMessage(to: string, name: string, urls: { signIn: string; reset: string }): MailMessage {
  return render({
    to,
    subject: 'Someone tried to use your e-mail address on RaktSetu',
    greetingName: name,
    paragraphs: [
      'Someone signed in to another RaktSetu account just asked to change its e-mail address to this one, which already belongs to your account. Nothing was changed, and your account stays yours.',
      `If you did not expect this, you may want to reset your password: ${urls.reset}`,
    ],
    action: { label: 'Sign in', url: urls.signIn },
    footnote: 'You do not need to do anything else.',
  });
}

/** To a donor whose interval after the last donation has ended (sent only with e-mail notices on). */
export function eligibleAgainMessage(to: string, name: string, url: string): MailMessage {
  return render({
    to,
    subject: 'You can donate again from today',
    greetingName: name,
    paragraphs: [
      'You can donate again from today: the rest your body needs after your last donation is over.',
      'Open requests near you may need your blood group. Thank you for giving again.',
    ],
    action: { label: 'See requests near you', url },
    footnote: 'You get this because e-mail notices are on. You can turn them off under Settings.',
  });
}
