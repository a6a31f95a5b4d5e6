import { componentWord, urgencyWord } from '../../../lib/blood-words.ts';
import { formatNumber, plural } from '../../../lib/language-format.ts';
import type { NoticeTexts, RewardReason } from './notice-texts.ts';

const n = (x: number) => formatNumber('mr', x);
const component = (name: string) => componentWord('mr', name);

const REWARD_TITLES: Record<RewardReason, string> = {
  donation: 'रक्तदानाबद्दल धन्यवाद',
  sos_bonus: 'SOS ला प्रतिसाद दिल्याबद्दल धन्यवाद',
  loyalty: 'नियमित रक्तदानाबद्दल धन्यवाद',
  referral: 'आपल्या मित्राने रक्तदान केले',
};

const REWARD_THANKS: Record<RewardReason, string> = {
  donation: 'रक्तदानाबद्दल धन्यवाद',
  sos_bonus: 'SOS ला प्रतिसाद देऊन रक्तदान केल्याबद्दल धन्यवाद',
  loyalty: 'या वर्षी तिसऱ्यांदा रक्तदान केल्याबद्दल धन्यवाद',
  referral: 'आपण आमंत्रित केलेल्या डोनरने पहिल्यांदाच रक्तदान केले',
};

/** The notices in Marathi, written to a worried family or a volunteer donor (आपण). */
export const NOTICE_TEXTS_MR: NoticeTexts = {
  requestAlert: (r) => ({
    title:
      r.urgency === 'SOS'
        ? `SOS: ${r.blood_group} रक्ताची तातडीने गरज आहे`
        : `${urgencyWord('mr', r.urgency)} विनंती: ${r.blood_group} रक्ताची गरज आहे`,
    before: `${r.blood_group} ${component(r.component)}: ${plural('mr', r.units_required, { one: '{{count}} युनिट हवे आहे', other: '{{count}} युनिट हवे आहेत' })}, आपल्यापासून सुमारे `,
    after: ` km अंतरावर${r.city ? ` (${r.city})` : ''}.`,
  }),
  donorAccepted: (r, donor) => ({
    title: 'एका डोनरने विनंती स्वीकारली',
    message: `${donor.full_name} (${donor.blood_group}) यांनी आपली ${r.blood_group} विनंती स्वीकारली आहे. त्यांना फोन करण्यासाठी विनंती उघडा.`,
  }),
  searchWidened: (toKm) => ({
    title: 'शोधाचे क्षेत्र वाढवले',
    message: `अजून कोणत्याही डोनरने विनंती स्वीकारलेली नाही, म्हणून आता आम्ही ${n(toKm)} km पर्यंतच्या जुळणाऱ्या डोनरना विचारत आहोत.`,
  }),
  requestClosed: (r, fulfilled) =>
    fulfilled
      ? {
          title: 'विनंती पूर्ण झाली',
          message: `आपण स्वीकारलेली ${r.blood_group} विनंती पूर्ण झाली आहे. रक्तदानाबद्दल मनःपूर्वक धन्यवाद!`,
        }
      : {
          title: 'विनंती रद्द झाली',
          message: `आपण स्वीकारलेली ${r.blood_group} विनंती रुग्णाने रद्द केली आहे. आता आपल्याला जाण्याची गरज नाही.`,
        },
  impact: (patient, place) => ({
    title: 'आपले रक्त कोणाच्या तरी कामी आले',
    message: `आज आपले रक्त ${place ? `${place} येथे ` : ''}${patient ? `${patient} यांच्यापर्यंत` : 'एका रुग्णापर्यंत'} पोहोचले — मनःपूर्वक धन्यवाद`,
  }),
  stockAvailable: (stock, km) => ({
    title: 'जवळच रक्त उपलब्ध आहे',
    message: `${stock.blood_group} ${component(stock.component)} आता ${stock.bank_name} येथे उपलब्ध आहे · ${n(km)} km अंतरावर. जाण्यापूर्वी रक्तपेढीला फोन करा.`,
  }),
  couponIssued: (reason, coupon) => ({
    title: REWARD_TITLES[reason],
    message: coupon
      ? `${REWARD_THANKS[reason]} — आपल्याला ${coupon.partner_name} कडून ${coupon.title} मिळाले आहे. ते "माझे रिवॉर्ड्स" मध्ये पाहा.`
      : `${REWARD_THANKS[reason]}. आमच्या भागीदारांच्या सर्व ऑफर सध्या संपल्या आहेत, त्यामुळे या वेळी कूपन नाही, पण आपले रक्तदान तितकेच मोलाचे आहे.`,
  }),
  eligibleAgain: () => ({
    title: 'आपण पुन्हा रक्तदान करू शकता',
    message: 'आजपासून आपण पुन्हा रक्तदान करू शकता. पुन्हा आल्याबद्दल धन्यवाद: आपल्या जवळच्या खुल्या विनंत्यांना आपली गरज असू शकते.',
  }),
};
