import type { MessageCatalogue } from '@raktsetu/shared';
import { HI_MESSAGES } from '@raktsetu/shared/i18n/catalogues/hi-messages';
import { SIGN_IN_LIMIT_TEMPLATE } from './templates.ts';

/** Hindi for what the server says about accounts: sign-in, links, sessions, e-mail changes, the profile. */
export const HI_ACCOUNTS: MessageCatalogue = {
  'This verification link is invalid or has expired. Please request a new one.':
    'यह सत्यापन लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।',
  'This password reset link is invalid or has expired. Please request a new one.':
    'यह पासवर्ड रीसेट लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।',
  'Login successful': 'आप साइन इन हो गए',
  'You have been signed out.': 'आप साइन आउट हो गए हैं।',
  'If an account exists for this email, a password reset link has been sent. It is valid for 1 hour.':
    'अगर इस ईमेल से कोई खाता है, तो पासवर्ड रीसेट लिंक भेज दिया गया है। यह 1 घंटे तक काम करेगा।',
  'Your session has expired. Please sign in again.': 'आपका सत्र खत्म हो गया है। कृपया फिर से साइन इन करें।',
  'Your session is no longer valid. Please sign in again.': 'आपका सत्र अब मान्य नहीं है। कृपया फिर से साइन इन करें।',
  'You can only view or change your own account.': 'आप केवल अपना ही खाता देख या बदल सकते हैं।',
  'Invalid email or password': 'ईमेल या पासवर्ड गलत है',
  'Your email has been verified. Thank you!': 'आपका ईमेल सत्यापित हो गया है। धन्यवाद!',
  'This verification link was sent to an address your account no longer uses. Use the link sent to your current address.':
    'यह सत्यापन लिंक ऐसे पते पर भेजा गया था जिसे आपका खाता अब इस्तेमाल नहीं करता। अपने मौजूदा पते पर भेजा गया लिंक इस्तेमाल करें।',
  'Your email is already verified.': 'आपका ईमेल पहले से सत्यापित है।',
  'We have sent several links already. Please check your inbox and spam folder, or try again in an hour.':
    'हम पहले ही कई लिंक भेज चुके हैं। कृपया अपना इनबॉक्स और स्पैम फ़ोल्डर देखें, या एक घंटे बाद फिर से कोशिश करें।',
  'A new verification link is on its way to {{email}}.': 'नया सत्यापन लिंक {{email}} पर भेजा जा रहा है।',
  [SIGN_IN_LIMIT_TEMPLATE]: `${HI_MESSAGES.tooManySignIns} कृपया {{wait}} फिर से कोशिश करें, ${HI_MESSAGES.signInLinkOffer}`,
  'Too many wrong passwords. Your password was not changed. Please try again {{wait}}.':
    'कई बार गलत पासवर्ड डाला गया। आपका पासवर्ड नहीं बदला गया। कृपया {{wait}} फिर से कोशिश करें।',
  'Your current password is incorrect.': 'आपका मौजूदा पासवर्ड गलत है।',

  // E-mail changes.
  'Another account started using this email address after you asked for the change, so your account keeps its current address. You can choose a different address in your profile.':
    'आपके बदलाव माँगने के बाद किसी दूसरे खाते ने यह ईमेल पता इस्तेमाल करना शुरू कर दिया, इसलिए आपके खाते का मौजूदा पता ही रहेगा। आप अपनी प्रोफ़ाइल में कोई दूसरा पता चुन सकते हैं।',
  'This confirmation link is invalid, has expired, or was replaced by a newer request. Please change your email address again from your profile.':
    'यह पुष्टि लिंक गलत है, इसकी समय-सीमा खत्म हो गई है, या इसकी जगह नया अनुरोध आ गया है। कृपया अपनी प्रोफ़ाइल से ईमेल पता फिर से बदलें।',
  'This undo link is invalid or has expired. If you did not change your email address, reset your password from the sign-in page.':
    'बदलाव वापस लेने का यह लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। अगर आपने अपना ईमेल पता नहीं बदला था, तो साइन-इन पेज से अपना पासवर्ड रीसेट करें।',
  'Too many wrong passwords. Your email address was not changed. Please try again {{wait}}.':
    'कई बार गलत पासवर्ड डाला गया। आपका ईमेल पता नहीं बदला गया। कृपया {{wait}} फिर से कोशिश करें।',
  'You have asked to change your email address several times in the last hour. Please use the latest link we sent, or try again in an hour.':
    'आपने पिछले एक घंटे में कई बार अपना ईमेल पता बदलने को कहा है। कृपया हमारा भेजा सबसे नया लिंक इस्तेमाल करें, या एक घंटे बाद फिर से कोशिश करें।',
  'Your email address has been changed. Use the new address to sign in from now on.':
    'आपका ईमेल पता बदल गया है। अब से साइन इन के लिए नया पता इस्तेमाल करें।',
  'Your new email address is already confirmed.': 'आपके नए ईमेल पते की पुष्टि पहले ही हो चुकी है।',
  'Another account now uses your previous address, so it cannot be given back to this account. Please contact support.':
    'आपका पिछला पता अब किसी दूसरे खाते में इस्तेमाल हो रहा है, इसलिए यह इस खाते को वापस नहीं दिया जा सकता। कृपया सहायता टीम से संपर्क करें।',
  'Your previous address is in use by another account.': 'आपका पिछला पता किसी दूसरे खाते में इस्तेमाल हो रहा है।',
  'This email change has already been undone.': 'ईमेल का यह बदलाव पहले ही वापस लिया जा चुका है।',
  '{{done}} Every device has been signed out. If you did not ask for the change, someone knows your password: reset it now.':
    '{{done}} सभी डिवाइस से साइन आउट कर दिया गया है। अगर आपने यह बदलाव नहीं माँगा था, तो किसी को आपका पासवर्ड पता है: उसे अभी रीसेट करें।',
  'Your account uses this email address again.': 'आपका खाता फिर से यही ईमेल पता इस्तेमाल कर रहा है।',
  'The email change was cancelled: your account keeps this address.':
    'ईमेल का बदलाव रद्द कर दिया गया: आपके खाते का यही पता रहेगा।',

  // The profile.
  'This account no longer exists.': 'यह खाता अब मौजूद नहीं है।',
  'Only donors have donor settings.': 'डोनर सेटिंग्स केवल डोनर के लिए हैं।',
  'Only patients have patient information.': 'मरीज़ की जानकारी केवल मरीज़ों के खाते में होती है।',
  'Only donors have a saved location.': 'सेव की गई लोकेशन केवल डोनर के लिए है।',
  '{{role}} cannot set {{fields}}.': '{{role}} ये फ़ील्ड नहीं बदल सकते: {{fields}}।',
  Patients: 'मरीज़',
  Donors: 'डोनर',
  'Blood bank staff': 'ब्लड बैंक स्टाफ़',
  Admins: 'एडमिन',
  'You have changed your saved location many times today. You can change it again in about 1 hour.':
    'आज आप कई बार अपनी सेव की गई लोकेशन बदल चुके हैं। आप लगभग 1 घंटे बाद इसे फिर से बदल सकेंगे।',
  'You have changed your saved location many times today. You can change it again in about {{hours}} hours.':
    'आज आप कई बार अपनी सेव की गई लोकेशन बदल चुके हैं। आप लगभग {{hours}} घंटे बाद इसे फिर से बदल सकेंगे।',
};
