import { todayIso, type BridgeSlot, type BridgeSlotState } from '@raktsetu/shared';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/** Each slot state in words (the keys spelt out, so the translation checks see them used). */
export const SLOT_STATE_KEYS = {
  planned: 'bridge.states.planned',
  asked: 'bridge.states.asked',
  backup_asked: 'bridge.states.backup_asked',
  confirmed: 'bridge.states.confirmed',
  donated: 'bridge.states.donated',
  missed: 'bridge.states.missed',
  uncovered: 'bridge.states.uncovered',
  escalated: 'bridge.states.escalated',
  cancelled: 'bridge.states.cancelled',
} as const satisfies Record<BridgeSlotState, string>;

/** How each slot state is coloured: settled green, waiting blue/amber, failing red. */
export const SLOT_STATE_TONES: Record<BridgeSlotState, BadgeTone> = {
  planned: 'neutral',
  asked: 'blue',
  backup_asked: 'amber',
  confirmed: 'green',
  donated: 'green',
  missed: 'red',
  uncovered: 'red',
  escalated: 'red',
  cancelled: 'neutral',
};

/**
 * The patient says whether a confirmed unit was given only once its donation day has come (docs/product.md
 * "Asking"); the server refuses earlier. "Today" is India's date, as the server counts it.
 */
export function canRecordOutcome(slot: BridgeSlot, now: Date = new Date()): boolean {
  return slot.state === 'confirmed' && slot.donation_date <= todayIso(now);
}

/** The rounded units a year for the capacity card (the server may send a fraction: 365 ÷ interval × units). */
export const roundedUnits = (unitsPerYear: number) => Math.round(unitsPerYear);

/** A tel: link from a phone number as shown ("+91 98200 11111" → "tel:+919820011111"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
