// The staff's own bank: its stock grid, setting figures (one by one or from a CSV) and the audit trail. Only the
// staff page calls these, so they live in this feature.
import {
  bankDonationResponseSchema,
  myBankResponseSchema,
  stockHistoryResponseSchema,
  stockUpdateResponseSchema,
  type StockLine,
} from '@raktsetu/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { bloodBankKeys } from '../../../lib/query-keys.ts';
import { useMutationWithOutcome, type Outcome } from '../../../lib/mutation-outcome.ts';

/** Rows of the audit trail per page. */
export const HISTORY_PAGE_SIZE = 20;

const bankKeys = {
  /** The bank and its grid, and every page of its audit trail. */
  all: ['my-bank'] as const,
  mine: ['my-bank', 'grid'] as const,
  history: (bankId: number, page: number) => ['my-bank', 'history', bankId, page] as const,
};

const stockPath = (bankId: number) => `/blood-banks/${encodeURIComponent(String(bankId))}/stock`;

export async function fetchMyBank(signal?: AbortSignal) {
  const body = await apiClient.get('/blood-banks/mine', { signal });
  return myBankResponseSchema.parse(body).data;
}

export async function updateStock(bankId: number, items: StockLine[]) {
  const body = await apiClient.put(stockPath(bankId), { items });
  return stockUpdateResponseSchema.parse(body);
}

export async function importStockCsv(bankId: number, csv: string) {
  const body = await apiClient.post(`${stockPath(bankId)}/import`, { csv });
  return stockUpdateResponseSchema.parse(body);
}

export async function fetchStockHistory(bankId: number, page: number, signal?: AbortSignal) {
  const body = await apiClient.get(`${stockPath(bankId)}/history`, {
    query: { page, page_size: HISTORY_PAGE_SIZE },
    signal,
  });
  return stockHistoryResponseSchema.parse(body);
}

export interface BankDonationInput {
  donor: string;
  component_id: number;
  donation_date: string;
}

/** Staff confirm that a registered donor gave blood at their bank (the donor then earns a thank-you coupon). */
export async function confirmDonation(bankId: number, input: BankDonationInput) {
  const body = await apiClient.post(`/blood-banks/${encodeURIComponent(String(bankId))}/donations`, input);
  return bankDonationResponseSchema.parse(body);
}

export function useMyBank() {
  return useQuery({ queryKey: bankKeys.mine, queryFn: ({ signal }) => fetchMyBank(signal) });
}

export function useStockHistory(bankId: number, page: number) {
  return useQuery({
    queryKey: bankKeys.history(bankId, page),
    queryFn: ({ signal }) => fetchStockHistory(bankId, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a save the grid and the audit trail are read again, and so is every directory answer that shows stock. */
function useAfterSave() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: bankKeys.all });
    void queryClient.invalidateQueries({ queryKey: bloodBankKeys.all });
  };
}

export function useUpdateStock(
  bankId: number,
  outcome?: Outcome<Awaited<ReturnType<typeof updateStock>>, StockLine[]>,
) {
  const afterSave = useAfterSave();
  return useMutationWithOutcome(
    { mutationFn: (items: StockLine[]) => updateStock(bankId, items), onSuccess: afterSave },
    outcome,
  );
}

export function useImportStock(bankId: number, outcome?: Outcome<Awaited<ReturnType<typeof importStockCsv>>, string>) {
  const afterSave = useAfterSave();
  return useMutationWithOutcome(
    { mutationFn: (csv: string) => importStockCsv(bankId, csv), onSuccess: afterSave },
    outcome,
  );
}
