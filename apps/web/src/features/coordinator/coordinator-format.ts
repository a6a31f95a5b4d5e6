import { REPORT_REASONS, REPORT_SUBJECTS, USER_TYPES } from '@raktsetu/shared';
import type { TFunction } from 'i18next';

/*
 * The server sends states, actions and kinds as codes; the page says them in words. Each map spells its keys out
 * (the catalogue check counts a key as used when the source names it). A code the map does not know (one added on
 * the server first) shows as the server sent it.
 */

/** A bridge slot's state (apps/server/src/db/schema/bridge.ts). */
const SLOT_STATES = {
  planned: 'coordinator.states.planned',
  asked: 'coordinator.states.asked',
  backup_asked: 'coordinator.states.backup_asked',
  confirmed: 'coordinator.states.confirmed',
  donated: 'coordinator.states.donated',
  missed: 'coordinator.states.missed',
  uncovered: 'coordinator.states.uncovered',
  escalated: 'coordinator.states.escalated',
  cancelled: 'coordinator.states.cancelled',
} as const;

/** What a coordinator did (audit_log.action, apps/server/src/db/schema/audit.ts). */
const AUDIT_ACTIONS = {
  'staff.verified': 'coordinator.audit.actions.staffVerified',
  'report.handled': 'coordinator.audit.actions.reportHandled',
  'bridge.messaged': 'coordinator.audit.actions.bridgeMessaged',
} as const;

/** What an audit row is about. */
const AUDIT_SUBJECTS = {
  user: 'coordinator.audit.subjects.user',
  staff: 'coordinator.audit.subjects.staff',
  report: 'coordinator.audit.subjects.report',
  bridge: 'coordinator.audit.subjects.bridge',
  transfusion_plan: 'coordinator.audit.subjects.bridge',
  plan: 'coordinator.audit.subjects.bridge',
} as const;

function lookup<T extends Record<string, string>>(map: T, code: string): T[keyof T] | null {
  return Object.hasOwn(map, code) ? (map[code] as T[keyof T]) : null;
}

export function slotStateLabel(t: TFunction, state: string): string {
  const key = lookup(SLOT_STATES, state);
  return key ? t(key) : state;
}

export function auditActionLabel(t: TFunction, action: string): string {
  const key = lookup(AUDIT_ACTIONS, action);
  return key ? t(key) : action;
}

export function auditSubjectLabel(t: TFunction, subjectType: string): string {
  const key = lookup(AUDIT_SUBJECTS, subjectType);
  return key ? t(key) : subjectType;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The reasons and subjects of reports are the report form's own words (report.reasons.*, report.subjects.*). */
export function reportReasonLabel(t: TFunction, reason: string): string {
  return isOneOf(REPORT_REASONS, reason) ? t(`report.reasons.${reason}`) : reason;
}

export function reportSubjectLabel(t: TFunction, subjectType: string): string {
  return isOneOf(REPORT_SUBJECTS, subjectType) ? t(`report.subjects.${subjectType}`) : subjectType;
}

export function roleLabel(t: TFunction, role: string): string {
  return isOneOf(USER_TYPES, role) ? t(`roles.${role}`) : role;
}

/** Coordinators see people by first name only (docs/product.md "Who may see what"). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
