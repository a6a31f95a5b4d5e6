import type { BloodComponent, BloodGroup } from '@raktsetu/shared';
import type { PublicDataRepository } from './public-data.repository.ts';

/**
 * Reference lists change only with a release, so they are read once and kept in memory for the process.
 */
export function createPublicDataService(repo: PublicDataRepository) {
  let groups: Promise<BloodGroup[]> | undefined;
  let components: Promise<BloodComponent[]> | undefined;
  const remember = <T>(load: () => Promise<T>, clear: () => void) =>
    load().catch((error: unknown) => {
      clear(); // never cache a failure
      throw error;
    });
  return {
    bloodGroups: () => (groups ??= remember(repo.listBloodGroups, () => (groups = undefined))),
    bloodComponents: () => (components ??= remember(repo.listBloodComponents, () => (components = undefined))),
  };
}
export type PublicDataService = ReturnType<typeof createPublicDataService>;
