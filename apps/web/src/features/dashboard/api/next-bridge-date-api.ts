import { membershipsResponseSchema, type Membership } from '@raktsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The same key as the donor's bridges page (features/bridge-membership), so both read one cached answer. */
const membershipsKey = ['bridge-memberships'] as const;

export interface NextBridgeDate {
  date: string;
  patientFirstName: string;
}

/** The soonest next date across the donor's bridges, or null when none is planned. */
export function soonestBridgeDate(bridges: Membership[]): NextBridgeDate | null {
  let soonest: NextBridgeDate | null = null;
  for (const bridge of bridges) {
    if (bridge.next_date && (!soonest || bridge.next_date < soonest.date)) {
      soonest = { date: bridge.next_date, patientFirstName: bridge.patient_first_name };
    }
  }
  return soonest;
}

/** GET /api/bridge/memberships for the dashboard's card; one try, since the card simply stays away on a failure. */
export function useNextBridgeDate(enabled: boolean) {
  return useQuery({
    queryKey: membershipsKey,
    queryFn: async ({ signal }) => {
      const body = await apiClient.get('/bridge/memberships', { signal, retries: 0 });
      return membershipsResponseSchema.parse(body).data;
    },
    select: (data) => soonestBridgeDate(data.bridges),
    enabled,
    retry: false,
  });
}
