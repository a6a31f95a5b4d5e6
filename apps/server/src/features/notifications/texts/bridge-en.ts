import { bridgeDay } from './bridge-date.ts';
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
  ask: (p, date) => ({
    title: `Can you give blood for ${p.patient_first_name}?`,
    message: `Can you give blood for ${p.patient_first_name} (${p.blood_group}) on ${bridgeDay('en', date)} in ${p.hospital_city}? Please confirm or decline in your Blood Bridge so we can ask someone else in time.`,
  }),
  dateChanged: (p, date) => ({
    title: `${p.patient_first_name}'s date changed`,
    message: `The donation on ${bridgeDay('en', date)} for ${p.patient_first_name} is no longer asked of you: the date changed. We will ask you again when it is your turn.`,
  }),
  confirmed: (name, date) => ({
    title: `${name} confirmed`,
    message: `${name} confirmed they will give blood for you on ${bridgeDay('en', date)}.`,
  }),
  withdrew: (name, date) => ({
    title: `${name} cannot give on ${bridgeDay('en', date)}`,
    message: `${name} can no longer give blood on ${bridgeDay('en', date)}. We are asking another donor of your Blood Bridge.`,
  }),
  escalated: (date) => ({
    title: 'Nobody has confirmed yet',
    message: `Nobody in your Blood Bridge has confirmed for your transfusion on ${bridgeDay('en', date)}. We sent an urgent request to compatible donors nearby.`,
  }),
  sos: (date) => ({
    title: 'SOS sent for your transfusion',
    message: `Still nobody has accepted for your transfusion on ${bridgeDay('en', date)}. We sent an SOS to compatible donors nearby.`,
  }),
};
