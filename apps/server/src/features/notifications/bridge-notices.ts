import { LANGUAGES, type Language } from '@raktsetu/shared';
import type { Notice } from './notices.ts';
import { BRIDGE_NOTICE_TEXTS, type BridgeNoticeTexts } from './texts/bridge-texts.ts';
import { NOTICE_TEXTS, type NoticeText } from './texts/notice-texts.ts';

/*
 * The Blood Bridge's notices (features/bridge, features/coordinator), worded in texts/bridge-*.ts like notices.ts
 * words the others. A bridge notice carries no request: the web links bridge_invite, bridge_ask and
 * bridge_message to the donor's /app/bridges and bridge_update to the patient's /app/bridge.
 */

const inEvery = <T>(build: (texts: BridgeNoticeTexts, language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, build(BRIDGE_NOTICE_TEXTS[l], l)])) as Record<Language, T>;

/** The patient a bridge notice names: first name only, with their group and the hospital's town. */
export interface BridgePatientWords {
  patient_first_name: string;
  blood_group: string;
  hospital_city: string;
}

/** To a nearby donor who said they are willing to join a bridge: a patient invites them (once per bridge). */
export function bridgeInvite(planId: string, p: BridgePatientWords): Notice {
  return {
    kind: 'bridge_invite',
    text: inEvery((texts) => texts.invite(p)),
    blood_group: p.blood_group,
    dedupe_key: `bridge-invite:${planId}`,
  };
}

/** To every active donor of a bridge: a coordinator's message (`messageKey` unique per message sent). */
export function bridgeMessage(messageKey: string, p: BridgePatientWords, message: string): Notice {
  return {
    kind: 'bridge_message',
    text: inEvery((texts) => texts.message(p, message)),
    blood_group: p.blood_group,
    dedupe_key: `bridge-message:${messageKey}`,
  };
}

/** To the donor (or the backup, `role`) asked to give for a slot. */
export function bridgeAsk(
  slotId: string,
  role: 'donor' | 'backup',
  p: BridgePatientWords,
  donationDate: string,
): Notice {
  return {
    kind: 'bridge_ask',
    text: inEvery((texts) => texts.ask(p, donationDate)),
    blood_group: p.blood_group,
    dedupe_key: `bridge-ask:${slotId}:${role}`,
  };
}

/** To a donor asked for (or confirmed on) a slot that was cancelled: the date changed. */
export function bridgeDateChanged(slotId: string, p: BridgePatientWords, donationDate: string): Notice {
  return {
    kind: 'bridge_ask',
    text: inEvery((texts) => texts.dateChanged(p, donationDate)),
    blood_group: p.blood_group,
    dedupe_key: `bridge-changed:${slotId}`,
  };
}

/** To the patient: `donorName` (first name and initial) confirmed a slot. */
export function bridgeConfirmed(slotId: string, donorId: string, donorName: string, donationDate: string): Notice {
  return {
    kind: 'bridge_update',
    text: inEvery((texts) => texts.confirmed(donorName, donationDate)),
    dedupe_key: `bridge-confirmed:${slotId}:${donorId}`,
  };
}

/** To the patient: a donor who had confirmed a slot withdrew or left the bridge. */
export function bridgeWithdrew(slotId: string, donorId: string, donorName: string, donationDate: string): Notice {
  return {
    kind: 'bridge_update',
    text: inEvery((texts) => texts.withdrew(donorName, donationDate)),
    dedupe_key: `bridge-withdrew:${slotId}:${donorId}`,
  };
}

/** To the patient: nobody confirmed a slot in time, an urgent request went out. */
export function bridgeEscalated(slotId: string, transfusionDate: string): Notice {
  return {
    kind: 'bridge_update',
    text: inEvery((texts) => texts.escalated(transfusionDate)),
    dedupe_key: `bridge-escalated:${slotId}`,
  };
}

/** To the patient: still nobody the day before the transfusion, an SOS went out. */
export function bridgeSos(slotId: string, transfusionDate: string): Notice {
  return {
    kind: 'bridge_update',
    text: inEvery((texts) => texts.sos(transfusionDate)),
    dedupe_key: `bridge-sos:${slotId}`,
  };
}

/** To a bridge donor whose donation the patient confirmed: whom it reached (the words of a request's impact). */
export function bridgeImpact(donationId: string, patientFirstName: string, hospitalName: string): Notice {
  return {
    kind: 'impact',
    text: Object.fromEntries(
      LANGUAGES.map((l) => [l, NOTICE_TEXTS[l].impact(patientFirstName, hospitalName)]),
    ) as Record<Language, NoticeText>,
    dedupe_key: `impact:${donationId}`,
  };
}
