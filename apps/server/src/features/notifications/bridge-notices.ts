import { LANGUAGES, type Language } from '@raktsetu/shared';
import type { Notice } from './notices.ts';
import { BRIDGE_NOTICE_TEXTS, type BridgeNoticeTexts } from './texts/bridge-texts.ts';

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
