import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { E2E_STAFF, signInStaffWithLink } from './support/staff.ts';
import { storedTokens, storeTokens, type Tokens } from './support/tokens.ts';

/**
 * Finding blood when no donor answers: a patient finds an O− donor and a blood bank holding O−, a bank's staff
 * member updates a figure and the patient's open request page shows it without a reload, and an SOS that can alert
 * nobody leads with the banks to call. The staff member of a Mumbai bank was made with `staff:add` before the server
 * started; they sign in with the link that command e-mailed, as a new staff member does.
 */

let staff: Tokens;
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Staff land on their bank, not on the dashboard.
  await signInStaffWithLink(page);
  await expect(page.getByRole('heading', { name: E2E_STAFF.bankName })).toBeVisible();
  const tokens = await storedTokens(page);
  staff = { accessToken: tokens.access ?? '', refreshToken: tokens.refresh ?? '' };
  await context.close();
});
const O_NEG = 8;
const WHOLE_BLOOD = 1;
const CRYO = 5;

/** Towns of their own, far from the other journeys' towns, so no request of this file reaches their donors. */
const LUCKNOW = { city: 'Lucknow', state: 'Uttar Pradesh', point: { latitude: 26.8467, longitude: 80.9462 } };
/** Banks nearby, no donor: the directory has Port Blair's banks, and no journey puts a donor there. */
const PORT_BLAIR = { city: 'Port Blair', state: 'Andaman and Nicobar Islands', latitude: 11.6683, longitude: 92.7378 };

const problems: string[][] = [];
function watch(page: Page) {
  problems.push(watchPageProblems(page, { ignoreHttpErrors: true }));
}
test.afterEach(() => {
  expect(problems.flat()).toEqual([]);
  problems.length = 0;
});

async function newPatient(request: APIRequestContext, label: string, town: { city: string; state: string }) {
  const account = await registerAccount(request, {
    userType: 'Patient',
    label,
    fullName: 'Meera Joshi',
    city: town.city,
    state: town.state,
    bloodGroupId: O_NEG,
  });
  return signInThroughApi(request, account);
}

async function bankOfStaff(request: APIRequestContext, staff: Tokens) {
  const response = await request.get('/api/blood-banks/mine', {
    headers: { Authorization: `Bearer ${staff.accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    data: { bank: { bank_id: number; name: string; latitude: number; longitude: number } };
  };
  return body.data.bank;
}

async function putStock(
  request: APIRequestContext,
  bankId: number,
  item: { blood_group_id: number; component_id: number; units_available: number },
) {
  const response = await request.put(`/api/blood-banks/${bankId}/stock`, {
    headers: { Authorization: `Bearer ${staff.accessToken}` },
    data: { items: [item] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a patient on a phone finds an O− donor nearby and a blood bank that holds O−', async ({ browser, request }) => {
  const donorAccount = await registerAccount(request, {
    userType: 'Donor',
    label: 'find-donor',
    fullName: 'Kavita Sharma',
    phone: '+91 98390 11223',
    city: LUCKNOW.city,
    state: LUCKNOW.state,
    bloodGroupId: O_NEG,
  });
  const donor = await signInThroughApi(request, donorAccount);
  const saved = await request.put(`/api/donors/${donor.userId}/location`, {
    headers: { Authorization: `Bearer ${donor.accessToken}` },
    data: { latitude: LUCKNOW.point.latitude + 0.02, longitude: LUCKNOW.point.longitude },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const patient = await newPatient(request, 'find-patient', LUCKNOW);
  const bank = await bankOfStaff(request, staff);
  await putStock(request, bank.bank_id, { blood_group_id: O_NEG, component_id: WHOLE_BLOOD, units_available: 4 });

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await storeTokens(context, patient);
  const page = await context.newPage();
  watch(page);

  await page.goto('/app/donors');
  await page.getByLabel('City (optional)').fill('Lucknow');
  await page.getByRole('button', { name: 'Search Donors' }).click();
  await expect(page.getByText(/^Found \d+ donors?$/).first()).toBeVisible();
  const results = page.getByRole('list', { name: 'Donors found' });
  const card = results.getByRole('listitem').filter({ hasText: 'Kavita S.' });
  await expect(card).toContainText('Exact match');
  await expect(card).toContainText('under 5 km');
  // A donor's phone and full surname never reach a search.
  await expect(page.getByText('Kavita Sharma')).toHaveCount(0);
  await expect(page.getByText('98390')).toHaveCount(0);
  await card.getByRole('link', { name: /Ask for help/ }).click();
  await expect(page).toHaveURL(/\/app\/requests\/(new|create)\?blood_group_id=8/);

  await page.goto('/app/blood-banks');
  await page.getByLabel('Town or city').fill('Mumbai');
  await page.getByLabel('Has blood group').selectOption({ label: 'O-' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const bankCard = page.getByRole('listitem').filter({ hasText: bank.name }).first();
  await expect(bankCard).toContainText('4 units of O- Whole Blood');
  await expect(bankCard.getByRole('link', { name: /^Call/ }).first()).toHaveAttribute('href', /^tel:/);
  await expect(page.getByText(/call before you go/i).first()).toBeVisible();
  await context.close();
});

test('a staff member updates stock and the patient’s open request page shows it live', async ({ browser, request }) => {
  const bank = await bankOfStaff(request, staff);
  const patient = await newPatient(request, 'stock-live', { city: 'Mumbai', state: 'Maharashtra' });
  // O− cryoprecipitate, a request a few hundred metres from the bank: its panel lists the bank first.
  const created = await request.post('/api/requests', {
    headers: { Authorization: `Bearer ${patient.accessToken}` },
    data: {
      blood_group_id: O_NEG,
      component_id: CRYO,
      units_required: 1,
      urgency: 'Urgent',
      latitude: bank.latitude + 0.003,
      longitude: bank.longitude,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = ((await created.json()) as { data: { request_id: string } }).data.request_id;

  await putStock(request, bank.bank_id, { blood_group_id: O_NEG, component_id: CRYO, units_available: 0 });

  const patientContext = await browser.newContext();
  await storeTokens(patientContext, patient);
  const patientPage = await patientContext.newPage();
  watch(patientPage);
  await patientPage.goto(`/app/requests/${requestId}`);
  const panel = patientPage.getByRole('region', { name: 'Blood banks near this request' });
  // A bank whose figure says none comes after the nearby banks whose stock is unknown.
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel).not.toContainText('7 units');

  const staffContext = await browser.newContext();
  await storeTokens(staffContext, staff);
  const staffPage = await staffContext.newPage();
  watch(staffPage);
  await staffPage.goto('/app/bank');
  await expect(staffPage.getByRole('heading', { name: bank.name })).toBeVisible();
  await staffPage.getByLabel('O- Cryoprecipitate, units').fill('7');
  await staffPage.getByRole('button', { name: /^Save/ }).click();
  await expect(staffPage.getByText('Stock updated').first()).toBeVisible();

  // No reload: the notice reaches the patient's page over the live stream and the panel asks again.
  const first = panel.getByRole('listitem').first();
  await expect(first).toContainText(bank.name, { timeout: 15_000 });
  await expect(first).toContainText('7 units of O- Cryoprecipitate');
  await patientPage.goto('/app/notifications');
  await expect(
    patientPage.getByText(`O- Cryoprecipitate now in stock at ${bank.name}`, { exact: false }).first(),
  ).toBeVisible();

  // The change is in the bank's audit trail.
  await expect(staffPage.locator('table').filter({ hasText: 'Before → after' })).toContainText('Cryoprecipitate');

  await request.patch(`/api/requests/${requestId}/status`, {
    headers: { Authorization: `Bearer ${patient.accessToken}` },
    data: { status: 'Cancelled' },
  });
  await patientContext.close();
  await staffContext.close();
});

test('an SOS that can alert nobody says so and leads with the banks to call', async ({ browser, request }) => {
  const patient = await newPatient(request, 'sos-zero', PORT_BLAIR);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    geolocation: { latitude: PORT_BLAIR.latitude, longitude: PORT_BLAIR.longitude },
    permissions: ['geolocation'],
  });
  await storeTokens(context, patient);
  const page = await context.newPage();
  watch(page);
  await page.goto('/app/sos');
  await expect(page.getByRole('link', { name: /112/ }).first()).toHaveAttribute('href', 'tel:112');
  await page.getByRole('button', { name: 'Send SOS' }).click();
  await expect(page).toHaveURL(/\/app\/requests\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('sos-nobody')).toContainText('No donor could be alerted yet within 15 km.');
  const panel = page.getByRole('region', { name: 'Blood banks near this request' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Call/ }).first()).toHaveAttribute('href', /^tel:/);
  await context.close();
});
