import * as bridge from './bridge.ts';
import * as bridgeMembership from './bridge-membership.ts';
import * as coordinator from './coordinator.ts';
import * as healthTipsLanguage from './health-tips-language.ts';
import * as offline from './offline.ts';
import * as push from './push.ts';
import * as reference from './reference.ts';

/** The areas of the other pages, per language: each part loads with that language's other texts (en-more.ts…). */
export const en = {
  ...push.en,
  ...offline.en,
  ...reference.en,
  ...healthTipsLanguage.en,
  ...bridge.en,
  ...bridgeMembership.en,
  ...coordinator.en,
};
export const hi = {
  ...push.hi,
  ...offline.hi,
  ...reference.hi,
  ...healthTipsLanguage.hi,
  ...bridge.hi,
  ...bridgeMembership.hi,
  ...coordinator.hi,
};
export const mr = {
  ...push.mr,
  ...offline.mr,
  ...reference.mr,
  ...healthTipsLanguage.mr,
  ...bridge.mr,
  ...bridgeMembership.mr,
  ...coordinator.mr,
};
