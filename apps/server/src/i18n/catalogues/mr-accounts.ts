import type { MessageCatalogue } from '@raktsetu/shared';
import { MR_MESSAGES } from '@raktsetu/shared/i18n/catalogues/mr-messages';
import { SIGN_IN_LIMIT_TEMPLATE } from './templates.ts';

/** Marathi for what the server says about accounts: sign-in, links, sessions, e-mail changes, the profile. */
export const MR_ACCOUNTS: MessageCatalogue = {
  'This verification link is invalid or has expired. Please request a new one.':
    'ही पडताळणी लिंक चुकीची आहे किंवा तिची मुदत संपली आहे. कृपया नवीन लिंक मागवा.',
  'This password reset link is invalid or has expired. Please request a new one.':
    'ही पासवर्ड रीसेट लिंक चुकीची आहे किंवा तिची मुदत संपली आहे. कृपया नवीन लिंक मागवा.',
  'Login successful': 'तुम्ही साइन इन केले आहे',
  'You have been signed out.': 'तुम्ही साइन आउट झाला आहात.',
  'If an account exists for this email, a password reset link has been sent. It is valid for 1 hour.':
    'या ईमेलचे खाते असल्यास पासवर्ड रीसेट लिंक पाठवली आहे. ती 1 तासासाठी वैध आहे.',
  'Your session has expired. Please sign in again.': 'तुमचे सत्र संपले आहे. कृपया पुन्हा साइन इन करा.',
  'Your session is no longer valid. Please sign in again.': 'तुमचे सत्र आता वैध नाही. कृपया पुन्हा साइन इन करा.',
  'You can only view or change your own account.': 'तुम्ही फक्त तुमचेच खाते पाहू किंवा बदलू शकता.',
  'Invalid email or password': 'ईमेल किंवा पासवर्ड चुकीचा आहे',
  'Your email has been verified. Thank you!': 'तुमचा ईमेल पडताळला गेला आहे. धन्यवाद!',
  'This verification link was sent to an address your account no longer uses. Use the link sent to your current address.':
    'ही पडताळणी लिंक अशा पत्त्यावर पाठवली होती जो तुमचे खाते आता वापरत नाही. तुमच्या सध्याच्या पत्त्यावर पाठवलेली लिंक वापरा.',
  'Your email is already verified.': 'तुमचा ईमेल आधीच पडताळलेला आहे.',
  'We have sent several links already. Please check your inbox and spam folder, or try again in an hour.':
    'आम्ही आधीच अनेक लिंक पाठवल्या आहेत. कृपया तुमचा इनबॉक्स आणि स्पॅम फोल्डर पाहा, किंवा एका तासाने पुन्हा प्रयत्न करा.',
  'A new verification link is on its way to {{email}}.': 'नवीन पडताळणी लिंक {{email}} वर पाठवली जात आहे.',
  [SIGN_IN_LIMIT_TEMPLATE]: `${MR_MESSAGES.tooManySignIns} कृपया {{wait}} पुन्हा प्रयत्न करा, ${MR_MESSAGES.signInLinkOffer}`,
  'Too many wrong passwords. Your password was not changed. Please try again {{wait}}.':
    'बऱ्याच वेळा चुकीचा पासवर्ड दिला गेला. तुमचा पासवर्ड बदलला नाही. कृपया {{wait}} पुन्हा प्रयत्न करा.',
  'Your current password is incorrect.': 'तुमचा सध्याचा पासवर्ड चुकीचा आहे.',

  // E-mail changes.
  'Another account started using this email address after you asked for the change, so your account keeps its current address. You can choose a different address in your profile.':
    'तुम्ही बदल मागितल्यानंतर दुसऱ्या खात्याने हा ईमेल पत्ता वापरायला सुरुवात केली, त्यामुळे तुमच्या खात्याचा सध्याचाच पत्ता राहील. तुम्ही प्रोफाइलमध्ये दुसरा पत्ता निवडू शकता.',
  'This confirmation link is invalid, has expired, or was replaced by a newer request. Please change your email address again from your profile.':
    'ही पुष्टी लिंक चुकीची आहे, तिची मुदत संपली आहे, किंवा तिच्या जागी नवीन विनंती आली आहे. कृपया तुमच्या प्रोफाइलमधून ईमेल पत्ता पुन्हा बदला.',
  'This undo link is invalid or has expired. If you did not change your email address, reset your password from the sign-in page.':
    'बदल रद्द करण्याची ही लिंक चुकीची आहे किंवा तिची मुदत संपली आहे. तुम्ही ईमेल पत्ता बदलला नसल्यास साइन-इन पेजवरून तुमचा पासवर्ड रीसेट करा.',
  'Too many wrong passwords. Your email address was not changed. Please try again {{wait}}.':
    'बऱ्याच वेळा चुकीचा पासवर्ड दिला गेला. तुमचा ईमेल पत्ता बदलला नाही. कृपया {{wait}} पुन्हा प्रयत्न करा.',
  'You have asked to change your email address several times in the last hour. Please use the latest link we sent, or try again in an hour.':
    'तुम्ही गेल्या तासाभरात अनेक वेळा ईमेल पत्ता बदलण्यास सांगितले आहे. कृपया आम्ही पाठवलेली सर्वात नवीन लिंक वापरा, किंवा एका तासाने पुन्हा प्रयत्न करा.',
  'Your email address has been changed. Use the new address to sign in from now on.':
    'तुमचा ईमेल पत्ता बदलला आहे. आता साइन इन करण्यासाठी नवीन पत्ता वापरा.',
  'Your new email address is already confirmed.': 'तुमच्या नवीन ईमेल पत्त्याची पुष्टी आधीच झाली आहे.',
  'Another account now uses your previous address, so it cannot be given back to this account. Please contact support.':
    'तुमचा आधीचा पत्ता आता दुसरे खाते वापरत आहे, त्यामुळे तो या खात्याला परत देता येणार नाही. कृपया सहाय्य टीमशी संपर्क साधा.',
  'Your previous address is in use by another account.': 'तुमचा आधीचा पत्ता दुसरे खाते वापरत आहे.',
  'This email change has already been undone.': 'ईमेलचा हा बदल आधीच रद्द केला गेला आहे.',
  '{{done}} Every device has been signed out. If you did not ask for the change, someone knows your password: reset it now.':
    '{{done}} सर्व डिव्हाइसवरून साइन आउट केले आहे. तुम्ही हा बदल मागितला नसल्यास कोणालातरी तुमचा पासवर्ड माहीत आहे: तो आत्ताच रीसेट करा.',
  'Your account uses this email address again.': 'तुमचे खाते पुन्हा हाच ईमेल पत्ता वापरत आहे.',
  'The email change was cancelled: your account keeps this address.':
    'ईमेलचा बदल रद्द झाला: तुमच्या खात्याचा हाच पत्ता राहील.',

  // The profile.
  'This account no longer exists.': 'हे खाते आता अस्तित्वात नाही.',
  'Only donors have donor settings.': 'डोनर सेटिंग्ज फक्त डोनरसाठी आहेत.',
  'Only patients have patient information.': 'रुग्णाची माहिती फक्त रुग्णांच्या खात्यात असते.',
  'Only donors have a saved location.': 'सेव्ह केलेले स्थान फक्त डोनरसाठी आहे.',
  '{{role}} cannot set {{fields}}.': '{{role}} ही फील्ड बदलू शकत नाहीत: {{fields}}.',
  Patients: 'रुग्ण',
  Donors: 'डोनर',
  'Blood bank staff': 'ब्लड बँक कर्मचारी',
  Admins: 'ॲडमिन',
  'You have changed your saved location many times today. You can change it again in about 1 hour.':
    'आज तुम्ही अनेक वेळा सेव्ह केलेले स्थान बदलले आहे. सुमारे 1 तासाने तुम्ही ते पुन्हा बदलू शकाल.',
  'You have changed your saved location many times today. You can change it again in about {{hours}} hours.':
    'आज तुम्ही अनेक वेळा सेव्ह केलेले स्थान बदलले आहे. सुमारे {{hours}} तासांनी तुम्ही ते पुन्हा बदलू शकाल.',
};
