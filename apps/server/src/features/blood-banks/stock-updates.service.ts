import {
  groupName,
  stockFreshness,
  type BloodBankCategory,
  type StockChange,
  type StockItem,
  type StockLine,
} from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireVerifiedStaff } from './bank-staff-verification.ts';
import { parseStockCsv, type CsvProblem } from './stock-csv.ts';
import { stockAvailableMessage } from './stock-notices.job.ts';
import { componentName, presentStockItem, type StockRow } from './stock-presenter.ts';
import type { BankRow, StockChangeInsert, StockUpdatesRepository } from './stock-updates.repository.ts';

export const STOCK_SAYS = {
  onlyThisBanksStaff: "Only this blood bank's staff can update its stock.",
  onlyStaffHaveABank: 'Only blood bank staff have a blood bank to keep on RaktSetu.',
  notLinked: 'This staff account is not linked to a blood bank. Ask the RaktSetu team to link it.',
  updated: 'Stock updated',
  nothingSaved: 'Nothing was saved.',
} as const;

export interface StockUpdatesDeps {
  repo: StockUpdatesRepository;
  clock: Clock;
  /** Called after a save that queued notices to patients has committed. */
  onQueued: () => void;
}

type Source = 'grid' | 'csv';
const pairKey = (f: { blood_group_id: number; component_id: number }) => `${f.blood_group_id}:${f.component_id}`;

/** A figure a patient could act on: above 0 and recent enough to trust. */
function usable(row: StockRow | undefined, now: Date): boolean {
  return row !== undefined && row.units_available > 0 && stockFreshness(row.last_updated, now) !== 'unknown';
}

/** The bank as its staff see it, with the summary the directory shows of its stock. */
function presentBank(bank: BankRow, stock: StockRow[], now: Date) {
  const trusted = stock.filter((r) => stockFreshness(r.last_updated, now) !== 'unknown');
  const inStock = new Set(trusted.filter((r) => r.units_available > 0).map((r) => r.blood_group_id));
  const newest = stock.reduce<Date | null>((max, r) => (max && max > r.last_updated ? max : r.last_updated), null);
  return {
    ...bank,
    category: bank.category as BloodBankCategory | null,
    stock_summary: {
      groups_in_stock: [...inStock].sort((a, b) => a - b).map(groupName),
      last_updated: newest?.toISOString() ?? null,
      freshness: stockFreshness(newest, now),
    },
  };
}

/** Staff of this bank, or a 403: everyone else (another bank's staff, patients, donors, admins) is refused. */
async function staffOf(deps: StockUpdatesDeps, actor: Actor, bankId: number) {
  if (actor.userType !== 'BloodBankStaff') throw AppError.forbidden(STOCK_SAYS.onlyThisBanksStaff);
  const staff = await deps.repo.staffMember(actor.id);
  if (!staff || staff.bank_id !== bankId) throw AppError.forbidden(STOCK_SAYS.onlyThisBanksStaff);
  return staff;
}

async function myBank(deps: StockUpdatesDeps, actor: Actor) {
  if (actor.userType !== 'BloodBankStaff') throw AppError.forbidden(STOCK_SAYS.onlyStaffHaveABank);
  const staff = await deps.repo.staffMember(actor.id);
  const bank = staff ? await deps.repo.bank(staff.bank_id) : undefined;
  if (!bank) throw AppError.forbidden(STOCK_SAYS.notLinked);
  const now = deps.clock.now();
  const stock = await deps.repo.stock(bank.bank_id);
  return {
    bank: presentBank(bank, stock, now),
    stock: stock.map((r) => presentStockItem(r, now)),
    // An unverified account sees its bank but may not change it yet (bank-staff-verification.ts).
    verified: Boolean(staff?.verified_at),
  };
}

/**
 * One save of figures, all in one transaction: each figure is set and its time renewed (an unchanged figure is
 * thereby confirmed); each changed value gets an audit row; each figure that became usable queues a notice run.
 */
async function save(deps: StockUpdatesDeps, actor: Actor, bankId: number, figures: StockLine[], source: Source) {
  const staff = await staffOf(deps, actor, bankId);
  requireVerifiedStaff(staff);
  const at = deps.clock.now();
  const { changed, queued } = await deps.repo.transaction(async (tx) => {
    await tx.lockBank(bankId);
    const before = new Map((await tx.stock(bankId)).map((r) => [pairKey(r), r]));
    const changes: StockChangeInsert[] = [];
    const nowUsable: StockLine[] = [];
    for (const figure of figures) {
      const previous = before.get(pairKey(figure));
      if (previous?.units_available !== figure.units_available) {
        changes.push({
          bank_id: bankId,
          blood_group_id: figure.blood_group_id,
          component_id: figure.component_id,
          units_before: previous?.units_available ?? null,
          units_after: figure.units_available,
          changed_by: actor.id,
          changed_by_name: staff.full_name,
          source,
          changed_at: at,
        });
      }
      if (figure.units_available > 0 && !usable(previous, at)) nowUsable.push(figure);
    }
    await tx.upsertStock(bankId, figures, at);
    await tx.insertChanges(changes);
    for (const figure of nowUsable) await tx.enqueue(stockAvailableMessage(bankId, figure), at);
    return { changed: changes.length, queued: nowUsable.length > 0 };
  });
  if (queued) deps.onQueued();
  const stock = await deps.repo.stock(bankId);
  const data: StockItem[] = stock.map((r) => presentStockItem(r, at));
  return { message: STOCK_SAYS.updated, changed, data };
}

function refuseCsv(problems: CsvProblem[]): never {
  const [first] = problems;
  const more = problems.length - 1;
  const tail = more > 0 ? ` (and ${more} more line${more === 1 ? '' : 's'} with problems)` : '';
  const message = `Line ${first?.line ?? 1}: ${first?.message ?? 'cannot be read'}${tail}. ${STOCK_SAYS.nothingSaved}`;
  throw AppError.badRequest(
    message,
    problems.map((p) => ({ field: 'csv', message: `Line ${p.line}: ${p.message}` })),
  );
}

async function importCsv(deps: StockUpdatesDeps, actor: Actor, bankId: number, csv: string) {
  // Who may write is checked first: the file's contents tell nobody else anything.
  requireVerifiedStaff(await staffOf(deps, actor, bankId));
  const parsed = parseStockCsv(csv);
  if (!parsed.ok) refuseCsv(parsed.problems);
  return save(deps, actor, bankId, parsed.figures, 'csv');
}

async function history(deps: StockUpdatesDeps, actor: Actor, bankId: number, page: number, pageSize: number) {
  await staffOf(deps, actor, bankId);
  const [rows, total] = await Promise.all([
    deps.repo.history(bankId, pageSize, (page - 1) * pageSize),
    deps.repo.historyCount(bankId),
  ]);
  const data: StockChange[] = rows.map((r) => ({
    change_id: r.change_id,
    changed_at: r.changed_at.toISOString(),
    changed_by: r.changed_by,
    blood_group: groupName(r.blood_group_id),
    component: componentName(r.component_id),
    units_before: r.units_before,
    units_after: r.units_after,
    source: r.source as Source,
  }));
  return { data, pagination: { page, page_size: pageSize, total } };
}

/** Bank staff keep their bank's stock current: read it, save the grid or a CSV, and read the audit trail. */
export function createStockUpdatesService(deps: StockUpdatesDeps) {
  return {
    myBank: (actor: Actor) => myBank(deps, actor),
    update: (actor: Actor, bankId: number, items: StockLine[]) => save(deps, actor, bankId, items, 'grid'),
    importCsv: (actor: Actor, bankId: number, csv: string) => importCsv(deps, actor, bankId, csv),
    history: (actor: Actor, bankId: number, page: number, pageSize: number) =>
      history(deps, actor, bankId, page, pageSize),
  };
}
export type StockUpdatesService = ReturnType<typeof createStockUpdatesService>;
