import { formatNumber, plural } from '../../../lib/language-format.ts';
import type { MailTexts } from './mail-texts.ts';

const n = (x: number) => formatNumber('en', x);

/** The e-mails in English, the words every other language is translated from. */
export const MAIL_TEXTS_EN: MailTexts = {
  layout: {
    hello: (name) => `Hello ${name},`,
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    signature: '— RaktSetu, the blood bridge for Thalassemia patients and donors',
    tagline: 'RaktSetu, the blood bridge for Thalassemia patients and donors.',
    openPage: 'Open in RaktSetu',
  },
  verifyEmail: () => ({
    subject: 'Verify your e-mail address for RaktSetu',
    paragraphs: [
      'Welcome to RaktSetu. Please confirm that this e-mail address is yours, so that we can reach you about blood requests and your account.',
    ],
    action: 'Verify my e-mail',
    footnote: `This link works once and expires in ${n(48)} hours. If you did not create an account, you can ignore this message.`,
  }),
  resetPassword: () => ({
    subject: 'Reset your RaktSetu password',
    paragraphs: [
      'Someone asked to reset the password of your RaktSetu account. If it was you, choose a new password here.',
    ],
    action: 'Choose a new password',
    footnote: `This link works once and expires in ${n(1)} hour. If you did not ask for it, ignore this message: your password stays the same.`,
  }),
  passwordChanged: (at) => ({
    subject: 'Your RaktSetu password was changed',
    paragraphs: [
      `The password of your RaktSetu account was changed on ${at} (India time), and every device was signed out.`,
      'If this was not you, reset your password at once and tell us at the support address.',
    ],
    action: 'Reset my password',
    footnote: 'You receive this notice for your safety whenever your password changes.',
  }),
  requestAlert: (a) => {
    const where = a.distanceKm === null ? 'near you' : `about ${n(a.distanceKm)} km from you`;
    const units = plural('en', a.units, { one: '{{count}} unit', other: '{{count}} units' });
    return {
      subject: `${a.urgency === 'SOS' ? 'SOS: ' : ''}${a.group} ${a.component} needed ${where}`,
      paragraphs: [
        `A patient ${where} needs ${units} of ${a.group} ${a.component} (${a.urgency}). Your blood group can help.`,
        'If you can donate, open the request and tap Accept: the patient will see that you are coming and can call you. If you cannot, tap Decline so we ask someone else.',
        'Blood is never paid for in India. Nobody should ask you for money, and you should never ask for any.',
      ],
      action: 'Open the request',
      footnote:
        'You receive these alerts because you are available for SOS in RaktSetu. Turn alerts off in your profile at any time.',
    };
  },
  confirmNewEmail: () => ({
    subject: 'Confirm your new e-mail address for RaktSetu',
    paragraphs: [
      'You asked to use this address for your RaktSetu account. Confirm it to finish the change; until then your account keeps its current address, and that is where sign-in and password e-mails go.',
    ],
    action: 'Confirm my new e-mail',
    footnote: `This link works once and expires in ${n(24)} hours. If you did not ask for this, ignore this message: nothing changes.`,
  }),
  emailChangeNotice: (c) => ({
    subject: 'Your RaktSetu e-mail address is being changed',
    paragraphs: [
      `On ${c.at} (India time) someone signed in to your RaktSetu account asked to change its e-mail address to ${c.newAddressHint}. The change takes effect once that address is confirmed.`,
      'If this was you, there is nothing to do.',
      'If it was not you, undo the change now: your account keeps (or gets back) this address and every device is signed out. Then reset your password, because someone else knows it.',
    ],
    action: 'Undo the change',
    footnote: `This link works once and stays valid for ${n(7)} days, also after the change has taken effect.`,
  }),
  signInLink: () => ({
    subject: 'Your RaktSetu sign-in link',
    paragraphs: [
      'Someone asked to sign in to your RaktSetu account without the password. If it was you, use this link.',
    ],
    action: 'Sign me in',
    footnote: `This link works once and expires in ${n(15)} minutes. If you did not ask for it, ignore this message: nobody can use it but you.`,
  }),
  accountExists: (resetUrl) => ({
    subject: 'Someone tried to create a RaktSetu account with your address',
    paragraphs: [
      'Someone just tried to create a new RaktSetu account with this e-mail address, which already has an account. No new account was made.',
      `If it was you, sign in instead, or reset your password if you have forgotten it: ${resetUrl}`,
    ],
    action: 'Sign in',
    footnote: 'If it was not you, you can ignore this message: your account has not changed.',
  }),
  addressInUse: (resetUrl) => ({
    subject: 'Someone tried to use your e-mail address on RaktSetu',
    paragraphs: [
      'Someone signed in to another RaktSetu account just asked to change its e-mail address to this one, which already belongs to your account. Nothing was changed, and your account stays yours.',
      `If you did not expect this, you may want to reset your password: ${resetUrl}`,
    ],
    action: 'Sign in',
    footnote: 'You do not need to do anything else.',
  }),
  eligibleAgain: () => ({
    subject: 'You can donate again from today',
    paragraphs: [
      'You can donate again from today: the rest your body needs after your last donation is over.',
      'Open requests near you may need your blood group. Thank you for giving again.',
    ],
    action: 'See requests near you',
    footnote: 'You get this because e-mail notices are on. You can turn them off under Settings.',
  }),
};
