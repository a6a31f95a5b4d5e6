// The coordinators' page (/api/coordinator): the overview of what is slipping, the three actions, and the audit
// trail. Only the coordinator page calls these, so they live in this feature.
import {
  auditResponseSchema,
  bridgeMessageResponseSchema,
  coordinatorOverviewResponseSchema,
  type CoordinatorOverview,
} from '@raktsetu/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useMutationWithOutcome, type Outcome } from '../../../lib/mutation-outcome.ts';

/** Rows of the audit trail per page, as the server pages it (GET /api/coordinator/audit answers 20 a page). */
export const AUDIT_PAGE_SIZE = 20;
/** The overview is read again this often while the page is open (and whenever the window gets focus). */
export const OVERVIEW_REFRESH_MS = 60_000;

const coordinatorKeys = {
  all: ['coordinator'] as const,
  overview: ['coordinator', 'overview'] as const,
  audit: (page: number) => ['coordinator', 'audit', page] as const,
};

const id = (value: string) => encodeURIComponent(value);

export async function fetchOverview(signal?: AbortSignal) {
  const body = await apiClient.get('/coordinator/overview', { signal });
  return coordinatorOverviewResponseSchema.parse(body).data;
}

export async function fetchAudit(page: number, signal?: AbortSignal) {
  const body = await apiClient.get('/coordinator/audit', { query: { page }, signal });
  return auditResponseSchema.parse(body).data;
}

export async function messageBridge(planId: string, message: string) {
  const body = await apiClient.post(`/coordinator/bridges/${id(planId)}/message`, { message });
  return bridgeMessageResponseSchema.parse(body).data;
}

export async function markReportHandled(reportId: string) {
  await apiClient.post(`/coordinator/reports/${id(reportId)}/handled`);
}

export async function verifyStaff(userId: string) {
  await apiClient.post(`/coordinator/staff/${id(userId)}/verify`);
}

export function useCoordinatorOverview() {
  return useQuery({
    queryKey: coordinatorKeys.overview,
    queryFn: ({ signal }) => fetchOverview(signal),
    refetchInterval: OVERVIEW_REFRESH_MS,
    // The app's default waits 30 s before a focus reads again; a coordinator coming back to the tab wants now.
    refetchOnWindowFocus: 'always',
  });
}

export function useAuditTrail(page: number) {
  return useQuery({
    queryKey: coordinatorKeys.audit(page),
    queryFn: ({ signal }) => fetchAudit(page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * After an action its row leaves the overview at once (so it cannot be pressed twice); whether it worked or not
 * (another coordinator may have done it first), the overview and the audit trail are then read again.
 */
function useActionUpdates(drop?: (overview: CoordinatorOverview, subjectId: string) => CoordinatorOverview) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (_data: unknown, subjectId: string) => {
      if (!drop) return;
      queryClient.setQueryData<CoordinatorOverview>(coordinatorKeys.overview, (old) =>
        old ? drop(old, subjectId) : old,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: coordinatorKeys.all }),
  };
}

type BridgeMessage = { planId: string; message: string };

export function useMessageBridge(outcome?: Outcome<Awaited<ReturnType<typeof messageBridge>>, BridgeMessage>) {
  const { onSettled } = useActionUpdates();
  return useMutationWithOutcome(
    { mutationFn: ({ planId, message }: BridgeMessage) => messageBridge(planId, message), onSettled },
    outcome,
  );
}

/** Told from the mutation (lib/mutation-outcome.ts): the report's card leaves the list before the answer is told. */
export function useMarkReportHandled(outcome?: Outcome<void, string>) {
  const updates = useActionUpdates((old, reportId) => ({
    ...old,
    reports: old.reports.filter((report) => report.report_id !== reportId),
  }));
  return useMutationWithOutcome({ mutationFn: markReportHandled, ...updates }, outcome);
}

/** Who is verified: the account, and the name the confirmation says (carried in the call, never read afterwards). */
export type StaffToVerify = { userId: string; name: string };

export function useVerifyStaff(outcome?: Outcome<void, StaffToVerify>) {
  const { onSuccess, onSettled } = useActionUpdates((old, userId) => ({
    ...old,
    staff_pending: old.staff_pending.filter((staff) => staff.user_id !== userId),
  }));
  return useMutationWithOutcome(
    {
      mutationFn: ({ userId }: StaffToVerify) => verifyStaff(userId),
      onSuccess: (data: void, { userId }: StaffToVerify) => onSuccess(data, userId),
      onSettled,
    },
    outcome,
  );
}
