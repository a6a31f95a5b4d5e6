import { EMERGENCY_PHONE, type Language } from '@raktsetu/shared';
import {
  DOSE_LEAD,
  EMERGENCY_LEAD,
  MONEY_LEAD,
  MYTH_LEADS,
  SELF_HARM_IN_PROGRESS,
  SELF_HARM_LEAD,
  TELE_MANAS_PHONE,
  URGENT_LEAD,
  URGENT_WORSE,
  type MythKind,
} from './leads.ts';
import { SAFETY_TEXTS_HI } from './safety-texts.hi.ts';
import { SAFETY_TEXTS_MR } from './safety-texts.mr.ts';
import { TRIAGE_RULES } from './triage-rules.ts';

/**
 * The safety rules' fixed texts in one language. English is `leads.ts` and the triage rules' own details;
 * Hindi and Marathi sit beside them in `safety-texts.hi.ts` / `safety-texts.mr.ts` and must keep every number
 * (112, 14416, 1-800-891-4416) and every action the English has.
 */
export interface SafetyTexts {
  emergencyLead: string;
  urgentLead: string;
  urgentWorse: string;
  selfHarmLead: string;
  selfHarmInProgress: string;
  moneyLead: string;
  doseLead: string;
  mythLeads: Record<MythKind, string>;
  /** The one line a triage rule adds, by rule id (`triage-rules.ts`). */
  triageDetails: Record<string, string>;
  callEmergencyLabel: string;
  callTeleManasLabel: string;
}

const SAFETY_TEXTS_EN: SafetyTexts = {
  emergencyLead: EMERGENCY_LEAD,
  urgentLead: URGENT_LEAD,
  urgentWorse: URGENT_WORSE,
  selfHarmLead: SELF_HARM_LEAD,
  selfHarmInProgress: SELF_HARM_IN_PROGRESS,
  moneyLead: MONEY_LEAD,
  doseLead: DOSE_LEAD,
  mythLeads: MYTH_LEADS,
  triageDetails: Object.fromEntries(TRIAGE_RULES.flatMap((r) => (r.detail ? [[r.id, r.detail]] : []))),
  callEmergencyLabel: `Call ${EMERGENCY_PHONE}`,
  callTeleManasLabel: `Call Tele-MANAS ${TELE_MANAS_PHONE}`,
};

export const SAFETY_TEXTS: Record<Language, SafetyTexts> = {
  en: SAFETY_TEXTS_EN,
  hi: SAFETY_TEXTS_HI,
  mr: SAFETY_TEXTS_MR,
};
