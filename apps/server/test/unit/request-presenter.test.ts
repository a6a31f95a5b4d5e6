import { describe, expect, it } from 'vitest';
import { summarize, summarizeKept } from '../../src/features/requests/request-presenter.ts';
import { actor, listedRow } from '../support/request-rows.ts';

const owner = actor('patient-1', 'Patient');
const donor = actor('donor-1', 'Donor');
const otherDonor = actor('donor-2', 'Donor');

describe('summaries, kept per page of the view and viewer', () => {
  it('gives the same page again for the same rows and viewer, frozen so no caller can change it', () => {
    const rows = [listedRow()];
    const first = summarizeKept(rows, donor);
    expect(summarizeKept(rows, donor)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(first[0]).toMatchObject({ patient_name: 'Asha', hospital_name: null, latitude: null, distance_km: 3 });
  });

  it('never hands one viewer’s summary to another: the owner’s private fields stay the owner’s', () => {
    const rows = [listedRow()];
    expect(summarizeKept(rows, owner)[0]).toMatchObject({
      patient_name: 'Asha Kulkarni',
      hospital_name: 'Sassoon General Hospital',
    });
    const seenByDonor = summarizeKept(rows, donor)[0];
    expect(seenByDonor).toMatchObject({
      patient_name: 'Asha',
      hospital_name: null,
      hospital_address: null,
      notes: null,
    });
    expect(seenByDonor).toMatchObject({ latitude: null, longitude: null, distance_km: 3 });
    expect(summarizeKept(rows, otherDonor)[0]).toEqual(seenByDonor);
    expect(summarizeKept(rows, owner)[0]?.hospital_name).toBe('Sassoon General Hospital');
    expect(summarize(rows[0]!, owner).hospital_name).toBe('Sassoon General Hospital');
    expect(summarize(rows[0]!, donor).hospital_name).toBeNull();
  });

  it('follows the row: a new page’s row object (an answer given meanwhile) is summarized anew', () => {
    expect(summarize(listedRow(null), donor).hospital_name).toBeNull();
    expect(summarize(listedRow('accept'), donor)).toMatchObject({
      my_response: 'accept',
      hospital_name: 'Sassoon General Hospital',
    });
  });

  it('is not kept when the caller passes its own distance and answer (a request page)', () => {
    const row = listedRow();
    const a = summarize(row, donor, { distance_km: 1.234, my_response: 'accept' });
    expect(a).toMatchObject({ my_response: 'accept', distance_km: 1.234, hospital_name: 'Sassoon General Hospital' });
    expect(summarize(row, donor)).toMatchObject({ my_response: null, hospital_name: null });
    expect(Object.isFrozen(a)).toBe(false);
  });
});
