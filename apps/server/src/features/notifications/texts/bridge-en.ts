import type { BridgeNoticeTexts } from './bridge-texts.ts';

export const BRIDGE_NOTICE_TEXTS_EN: BridgeNoticeTexts = {
  invite: (p) => ({
    title: 'Join a Blood Bridge',
    message: `${p.patient_first_name} (${p.blood_group}) needs blood regularly in ${p.hospital_city}. Join their Blood Bridge: you would be asked well ahead, at most every few months.`,
  }),
  message: (p, message) => ({
    title: `A message about ${p.patient_first_name}'s Blood Bridge`,
    message,
  }),
};
