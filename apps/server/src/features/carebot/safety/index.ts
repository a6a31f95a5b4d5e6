import { EMERGENCY_PHONE, type CarebotAction, type Language } from '@raktsetu/shared';
import { matchDose } from './dose-rules.ts';
import { TELE_MANAS_PHONE } from './leads.ts';
import { matchMoney } from './money-rules.ts';
import { matchMyth } from './myth-rules.ts';
import { matchSelfHarm } from './self-harm-rules.ts';
import { normalise } from './normalise.ts';
import { matchesAll } from './pattern.ts';
import { SAFETY_TEXTS, type SafetyTexts } from './safety-texts.ts';
import { TRIAGE_RULES } from './triage-rules.ts';

export { checkReply, DOSE_REPLACEMENT } from './reply-check.ts';

/**
 * What CareBot's safety rules make of a message, before any knowledge base or model sees it. Deterministic:
 * the same text always gives the same assessment.
 */
export interface SafetyAssessment {
  category: 'emergency' | 'self_harm' | 'money' | 'dose' | 'myth' | null;
  /** emergency: call 112 / hospital now; urgent: see a doctor today; routine: nothing urgent found. */
  severity: 'emergency' | 'urgent' | 'routine';
  /** The fixed text that must open the reply (null when none): e.g. the 112 line, the Tele-MANAS line. */
  lead: string | null;
  /** Whether the rest of the reply may still come from the knowledge base / model (false: the lead is the reply). */
  continueWithAnswer: boolean;
  actions: CarebotAction[];
}

const ROUTINE: SafetyAssessment = {
  category: null,
  severity: 'routine',
  lead: null,
  continueWithAnswer: true,
  actions: [],
};

function emergencyActions(texts: SafetyTexts): CarebotAction[] {
  return [
    { kind: 'call', phone: EMERGENCY_PHONE, label: texts.callEmergencyLabel },
    { kind: 'sos' },
    { kind: 'blood_banks' },
  ];
}

function selfHarmActions(texts: SafetyTexts): CarebotAction[] {
  return [
    { kind: 'call', phone: TELE_MANAS_PHONE, label: texts.callTeleManasLabel },
    { kind: 'call', phone: EMERGENCY_PHONE, label: texts.callEmergencyLabel },
  ];
}

/**
 * Reads a message and says which safety rule, if any, applies. When several match, the more serious wins:
 * self-harm, then a medical emergency, money for blood, a dose question, a myth. Rules that still let the answer
 * follow (an urgent sign, money, a dose, a myth) each add their lead, so "fever — how much paracetamol?" is told
 * both to see a doctor today and that the dose is the doctor's. The rules read English, Hinglish and Devanagari
 * alike; `language` only chooses the language of the leads and action labels.
 */
export function assessMessage(text: string, language: Language = 'en'): SafetyAssessment {
  const normalised = normalise(text);
  const texts = SAFETY_TEXTS[language];

  const selfHarm = matchSelfHarm(normalised);
  if (selfHarm) {
    const lead = selfHarm.inProgress ? `${texts.selfHarmInProgress} ${texts.selfHarmLead}` : texts.selfHarmLead;
    return {
      category: 'self_harm',
      severity: selfHarm.severity,
      lead,
      continueWithAnswer: false,
      actions: selfHarmActions(texts),
    };
  }

  const triage = TRIAGE_RULES.find((rule) => matchesAll(normalised, rule.all, rule.none));
  const detail = triage ? (texts.triageDetails[triage.id] ?? triage.detail) : null;
  if (triage?.severity === 'emergency') {
    return {
      category: 'emergency',
      severity: 'emergency',
      lead: [texts.emergencyLead, detail].filter(Boolean).join(' '),
      continueWithAnswer: false,
      actions: emergencyActions(texts),
    };
  }

  const leads: string[] = [];
  let category: SafetyAssessment['category'] = null;
  const note = (c: NonNullable<SafetyAssessment['category']>, lead: string) => {
    category ??= c;
    leads.push(lead);
  };
  if (triage) note('emergency', [texts.urgentLead, detail, texts.urgentWorse].filter(Boolean).join(' '));
  if (matchMoney(normalised)) note('money', texts.moneyLead);
  if (matchDose(normalised)) note('dose', texts.doseLead);
  const myth = matchMyth(normalised);
  if (myth) note('myth', texts.mythLeads[myth]);

  if (category === null) return { ...ROUTINE, actions: [] };
  return {
    category,
    severity: triage ? 'urgent' : 'routine',
    lead: leads.join('\n\n'),
    continueWithAnswer: true,
    actions: [],
  };
}
