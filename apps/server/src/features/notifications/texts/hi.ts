import { componentWord, urgencyWord } from '../../../lib/blood-words.ts';
import { formatNumber, plural } from '../../../lib/language-format.ts';
import type { NoticeTexts, RewardReason } from './notice-texts.ts';

const n = (x: number) => formatNumber('hi', x);
const component = (name: string) => componentWord('hi', name);

const REWARD_TITLES: Record<RewardReason, string> = {
  donation: 'रक्तदान के लिए धन्यवाद',
  sos_bonus: 'SOS पर आने के लिए धन्यवाद',
  loyalty: 'लगातार रक्तदान के लिए धन्यवाद',
  referral: 'आपके दोस्त ने रक्तदान किया',
};

const REWARD_THANKS: Record<RewardReason, string> = {
  donation: 'रक्तदान के लिए धन्यवाद',
  sos_bonus: 'SOS पर आकर रक्तदान करने के लिए धन्यवाद',
  loyalty: 'इस साल तीसरी बार रक्तदान करने के लिए धन्यवाद',
  referral: 'आपके बुलाए एक डोनर ने पहली बार रक्तदान किया',
};

/** The notices in Hindi, written to a worried family or a volunteer donor (आप). */
export const NOTICE_TEXTS_HI: NoticeTexts = {
  requestAlert: (r) => ({
    title:
      r.urgency === 'SOS'
        ? `SOS: ${r.blood_group} खून की तुरंत ज़रूरत है`
        : `${urgencyWord('hi', r.urgency)} अनुरोध: ${r.blood_group} खून चाहिए`,
    before: 'आपसे लगभग ',
    after: ` km दूर${r.city ? ` (${r.city})` : ''} ${r.blood_group} ${component(r.component)} की ${plural('hi', r.units_required, { one: '{{count}} यूनिट', other: '{{count}} यूनिट' })} चाहिए।`,
  }),
  donorAccepted: (r, donor) => ({
    title: 'एक डोनर ने अनुरोध स्वीकार किया',
    message: `${donor.full_name} (${donor.blood_group}) ने आपका ${r.blood_group} अनुरोध स्वीकार कर लिया है। उन्हें कॉल करने के लिए अनुरोध खोलें।`,
  }),
  searchWidened: (toKm) => ({
    title: 'खोज का दायरा बढ़ाया गया',
    message: `अभी तक किसी डोनर ने अनुरोध स्वीकार नहीं किया है, इसलिए अब हम ${n(toKm)} km तक के मेल खाने वाले डोनरों से पूछ रहे हैं।`,
  }),
  requestClosed: (r, fulfilled) =>
    fulfilled
      ? {
          title: 'अनुरोध पूरा हुआ',
          message: `आपने जो ${r.blood_group} अनुरोध स्वीकार किया था, वह पूरा हो गया है। रक्तदान के लिए धन्यवाद!`,
        }
      : {
          title: 'अनुरोध रद्द हुआ',
          message: `आपने जो ${r.blood_group} अनुरोध स्वीकार किया था, उसे मरीज़ ने रद्द कर दिया है। अब आपको जाने की ज़रूरत नहीं है।`,
        },
  impact: (patient, place) => ({
    title: 'आपका खून किसी की जान बचाने के काम आया',
    message: `आज आपका खून ${place ? `${place} में ` : ''}${patient ?? 'एक मरीज़'} तक पहुँचा — दिल से धन्यवाद`,
  }),
  stockAvailable: (stock, km) => ({
    title: 'पास में खून उपलब्ध है',
    message: `${stock.blood_group} ${component(stock.component)} अब ${stock.bank_name} में उपलब्ध है · ${n(km)} km दूर। जाने से पहले ब्लड बैंक को फ़ोन कर लें।`,
  }),
  couponIssued: (reason, coupon) => ({
    title: REWARD_TITLES[reason],
    message: coupon
      ? `${REWARD_THANKS[reason]} — आपको ${coupon.partner_name} की ओर से ${coupon.title} मिला है। इसे "मेरे रिवॉर्ड" में देखें।`
      : `${REWARD_THANKS[reason]}। हमारे साझेदारों के सभी ऑफ़र अभी ख़त्म हो गए हैं, इसलिए इस बार कोई कूपन नहीं है, पर आपका रक्तदान उतना ही अनमोल है।`,
  }),
  eligibleAgain: () => ({
    title: 'आप फिर से रक्तदान कर सकते हैं',
    message: 'आज से आप फिर से रक्तदान कर सकते हैं। दोबारा आने के लिए धन्यवाद: आपके आस-पास के खुले अनुरोधों को आपकी ज़रूरत हो सकती है।',
  }),
};
