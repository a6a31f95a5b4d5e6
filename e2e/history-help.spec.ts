import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { storeTokens, type Tokens } from './support/tokens.ts';

/**
 * History and help end to end: a donor whose donation a patient confirmed (the patient marks the request Fulfilled
 * naming them) downloads the certificate from /app/history, and its code checks out publicly; a patient reports
 * their request from its page and is thanked.
 */

// A town of its own, hundreds of kilometres from the other journeys' towns.
const TOWN = { city: 'Bhopal', state: 'Madhya Pradesh', point: { latitude: 23.2599, longitude: 77.4126 } };
const KM_PER_DEGREE = 111.2;

interface User extends Tokens {
  id: string;
}

async function createUser(request: APIRequestContext, type: 'Patient' | 'Donor', name: string): Promise<User> {
  const account = await registerAccount(request, {
    userType: type,
    label: `history-${type.toLowerCase()}`,
    fullName: name,
    city: TOWN.city,
    state: TOWN.state,
    bloodGroupId: type === 'Donor' ? 8 : 3,
    phone: type === 'Donor' ? '+91 98200 33333' : '+91 98200 30001',
  });
  const session = await signInThroughApi(request, account);
  return { id: session.userId, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

/** The patient's B+ request in the town; returns its id. */
async function createRequest(request: APIRequestContext, patient: User): Promise<string> {
  const created = await request.post('/api/requests', {
    headers: { ...auth(patient), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      blood_group_id: 3,
      component_id: 2,
      units_required: 1,
      urgency: 'Urgent',
      hospital_name: 'Hamidia Hospital',
      hospital_address: 'Royal Market, Bhopal',
      latitude: TOWN.point.latitude,
      longitude: TOWN.point.longitude,
      notes: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { request_id: string } }).data.request_id;
}

/** The donor is alerted to the patient's request and accepts it; the patient marks it Fulfilled naming them. */
async function confirmedDonation(request: APIRequestContext, patient: User, donor: User): Promise<void> {
  const located = await request.put(`/api/donors/${donor.id}/location`, {
    headers: auth(donor),
    data: { latitude: TOWN.point.latitude + 3 / KM_PER_DEGREE, longitude: TOWN.point.longitude },
  });
  expect(located.status()).toBe(200);
  const requestId = await createRequest(request, patient);
  await expect
    .poll(async () => {
      const res = await request.get('/api/notifications?limit=50', { headers: auth(donor) });
      return ((await res.json()) as { data: Array<{ request_id: string | null }> }).data.some(
        (n) => n.request_id === requestId,
      );
    })
    .toBe(true);
  const answer = await request.post(`/api/requests/${requestId}/respond`, {
    headers: { ...auth(donor), 'Idempotency-Key': crypto.randomUUID() },
    data: { response: 'accept' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const fulfilled = await request.patch(`/api/requests/${requestId}/status`, {
    headers: { ...auth(patient), 'Idempotency-Key': crypto.randomUUID() },
    data: { status: 'Fulfilled', donor_ids: [donor.id] },
  });
  expect(fulfilled.status(), await fulfilled.text()).toBe(200);
}

async function signedInPage(browser: Browser, baseURL: string, user: User, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, acceptDownloads: true });
  await storeTokens(context, user);
  const page = await context.newPage();
  const problems = watchPageProblems(page, { ignoreHttpErrors: false });
  return { context, page, problems };
}

test('a donor downloads the certificate of a confirmed donation, and its code checks out', async ({
  browser,
  baseURL,
  request,
}) => {
  const patient = await createUser(request, 'Patient', 'Kavya Joshi');
  const donor = await createUser(request, 'Donor', 'Imran Qureshi');
  await confirmedDonation(request, patient, donor);

  const { context, page, problems } = await signedInPage(browser, baseURL ?? '', donor, 360);
  await page.goto('/app/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const donations = page.getByRole('list', { name: 'Your donations' });
  await expect(donations.getByRole('listitem')).toHaveCount(1);
  await expect(donations).toContainText('Confirmed by the patient');
  const code = /RSC(?:-[A-Z0-9]{4}){3}/.exec((await donations.textContent()) ?? '')?.[0];
  expect(code, 'the certificate code is shown').toBeTruthy();

  const downloading = page.waitForEvent('download');
  await donations.getByRole('button', { name: /Download the certificate of your donation on/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`raktsetu-certificate-${code}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const verified = await request.get(`/api/certificates/${code}`);
  expect(verified.status()).toBe(200);
  const body = (await verified.json()) as { data: { valid: boolean; donor_name: string; component: string } };
  expect(body.data).toMatchObject({ valid: true, donor_name: 'Imran Q.', component: 'Packed Red Blood Cells' });
  expect(problems).toEqual([]);
  await context.close();
});

test('a patient reports a request from its page and is thanked', async ({ browser, baseURL, request }) => {
  const patient = await createUser(request, 'Patient', 'Meera Pillai');
  const requestId = await createRequest(request, patient);

  const { context, page, problems } = await signedInPage(browser, baseURL ?? '', patient, 1280);
  await page.goto(`/app/requests/${requestId}`);
  await page.getByRole('button', { name: 'Report this request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this request' });
  await dialog.getByRole('combobox', { name: /Reason/ }).selectOption('asked_for_money');
  await dialog.getByRole('textbox', { name: /Details/ }).fill('A caller who saw this request asked for ₹5000.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByTestId('report-sent')).toHaveText('Thank you. Our coordinators will look at this.');
  // The thank-you's own Close button, after the dialog's corner one.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
  await context.close();
});
