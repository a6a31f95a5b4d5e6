import type { BloodComponentName } from '@raktsetu/shared';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Blood components come from the server's reference data with English names (the database keeps them, and they
 * are stable: BLOOD_COMPONENTS in @raktsetu/shared). The page names them in its own language; a name this list
 * does not know (a component added on the server before the web) shows as the server sent it.
 */
const KEYS = {
  'Whole Blood': 'reference.components.wholeBlood',
  'Packed Red Blood Cells': 'reference.components.packedRedCells',
  Platelets: 'reference.components.platelets',
  Plasma: 'reference.components.plasma',
  Cryoprecipitate: 'reference.components.cryoprecipitate',
} as const satisfies Record<BloodComponentName, string>;

const isKnown = (name: string): name is BloodComponentName => Object.hasOwn(KEYS, name);

/** A component's name (as the server stores it, e.g. "Whole Blood") in the page's language. */
export function componentLabel(t: TFunction, componentName: string): string {
  return isKnown(componentName) ? t(KEYS[componentName]) : componentName;
}

/** `componentLabel` bound to the current language, for components. */
export function useComponentName(): (componentName: string) => string {
  const { t } = useTranslation();
  return useCallback((componentName: string) => componentLabel(t, componentName), [t]);
}
