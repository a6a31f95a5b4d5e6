import { boxAround, type DonorTies } from './open-requests-match.ts';
import type { OpenRequestRow } from './open-requests.repository.ts';

/*
 * The open requests view's data (docs/decisions/0032-open-requests-view.md): the open requests filed in cells,
 * and each one's answers and alerts, also indexed by donor.
 */

type Ties = { answers: Map<string, string>; alerts: Set<string> };
type Tie = { request_id: string; donor_id: string };
type Cells = Map<string, Map<string, OpenRequestRow>>;

/** Degrees: the open requests are filed in cells this size, so a donor's box visits only the cells around them. */
const CELL_DEGREES = 0.5;
const cellOf = (latitude: number, longitude: number) =>
  `${Math.floor(latitude / CELL_DEGREES)} ${Math.floor(longitude / CELL_DEGREES)}`;

/** The open requests in the cells that the box around a donor touches (the box itself is checked per request). */
function* around(requests: Map<string, OpenRequestRow>, cells: Cells, latitude: number, longitude: number, km: number) {
  // A margin past the box: `<@` compares with PostgreSQL's 1e-6 tolerance (open-requests-match.ts).
  const box = boxAround(latitude, longitude, km);
  const [minLat, maxLat] = [
    Math.floor((box.minLat - 1e-5) / CELL_DEGREES),
    Math.floor((box.maxLat + 1e-5) / CELL_DEGREES),
  ];
  const [minLng, maxLng] = [
    Math.floor((box.minLng - 1e-5) / CELL_DEGREES),
    Math.floor((box.maxLng + 1e-5) / CELL_DEGREES),
  ];
  if ((maxLat - minLat + 1) * (maxLng - minLng + 1) > cells.size) {
    yield* requests.values();
    return;
  }
  for (let a = minLat; a <= maxLat; a++) {
    for (let b = minLng; b <= maxLng; b++) {
      const cell = cells.get(`${a} ${b}`);
      if (cell) yield* cell.values();
    }
  }
}

export function createState() {
  const requests = new Map<string, OpenRequestRow>();
  const byRequest = new Map<string, Ties>();
  const answersByDonor = new Map<string, Map<string, string>>();
  const alertsByDonor = new Map<string, Set<string>>();
  const cells: Cells = new Map();

  function drop(id: string) {
    const row = requests.get(id);
    if (row) cells.get(cellOf(row.latitude, row.longitude))?.delete(id);
    requests.delete(id);
    const ties = byRequest.get(id);
    if (!ties) return;
    byRequest.delete(id);
    for (const donorId of ties.answers.keys()) answersByDonor.get(donorId)?.delete(id);
    for (const donorId of ties.alerts) alertsByDonor.get(donorId)?.delete(id);
  }
  /** Replaces what is known of `ids` with what was read (a request not read is no longer open). */
  function put(
    ids: Iterable<string>,
    rows: OpenRequestRow[],
    answers: Array<Tie & { response: string }>,
    alerts: Tie[],
  ) {
    for (const id of ids) drop(id);
    for (const row of rows) {
      drop(row.request_id);
      requests.set(row.request_id, row);
      const cell = cellOf(row.latitude, row.longitude);
      cells.set(cell, (cells.get(cell) ?? new Map<string, OpenRequestRow>()).set(row.request_id, row));
      byRequest.set(row.request_id, { answers: new Map(), alerts: new Set() });
    }
    for (const a of answers) {
      const ties = byRequest.get(a.request_id);
      if (!ties) continue;
      ties.answers.set(a.donor_id, a.response);
      const mine = answersByDonor.get(a.donor_id) ?? new Map<string, string>();
      answersByDonor.set(a.donor_id, mine.set(a.request_id, a.response));
    }
    for (const a of alerts) {
      const ties = byRequest.get(a.request_id);
      if (!ties) continue;
      ties.alerts.add(a.donor_id);
      const mine = alertsByDonor.get(a.donor_id) ?? new Set<string>();
      alertsByDonor.set(a.donor_id, mine.add(a.request_id));
    }
  }
  function clear() {
    for (const id of [...requests.keys()]) drop(id);
    answersByDonor.clear();
    alertsByDonor.clear();
  }
  const tiesOf = (donorId: string): DonorTies => ({
    answer: (requestId) => answersByDonor.get(donorId)?.get(requestId),
    alerted: (requestId) => alertsByDonor.get(donorId)?.has(requestId) ?? false,
  });
  const patientsRequests = (patientId: string) =>
    [...requests.values()].filter((r) => r.patient_id === patientId).map((r) => r.request_id);
  return {
    requests,
    put,
    clear,
    tiesOf,
    patientsRequests,
    around: (latitude: number, longitude: number, radiusKm: number) =>
      around(requests, cells, latitude, longitude, radiusKm),
  };
}
export type OpenRequestsState = ReturnType<typeof createState>;
