import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { storeTokens, type Tokens } from './support/tokens.ts';

/**
 * The dashboard end to end, at phone and desktop widths: a patient with requests of their own (made through the
 * API) sees their own counts; the donor who gave to one of them sees theirs (Donations Given 1, Requests
 * Answered 1). The e2e server has no demo data, so every figure comes from what this test made.
 */

const SIZES = [
  { name: 'phone', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
// A town of its own, far from the other journeys' towns.
const TOWN = { city: 'Kolhapur', state: 'Maharashtra', point: { latitude: 16.705, longitude: 74.2433 } };
const KM_PER_DEGREE = 111.2;

interface User extends Tokens {
  id: string;
}

async function createUser(request: APIRequestContext, type: 'Patient' | 'Donor', name: string): Promise<User> {
  const account = await registerAccount(request, {
    userType: type,
    label: `dashboard-${type.toLowerCase()}`,
    fullName: name,
    city: TOWN.city,
    state: TOWN.state,
    bloodGroupId: type === 'Donor' ? 8 : 3,
    phone: type === 'Donor' ? '+91 98200 33333' : '+91 98200 30001',
    dateOfBirth: '2013-03-10',
  });
  const session = await signInThroughApi(request, account);
  return { id: session.userId, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

async function createRequest(request: APIRequestContext, patient: User): Promise<string> {
  const created = await request.post('/api/requests', {
    headers: { ...auth(patient), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      blood_group_id: 3,
      component_id: 2,
      units_required: 1,
      urgency: 'Scheduled',
      hospital_name: 'CPR Hospital',
      hospital_address: 'Bhausingji Road, Kolhapur',
      latitude: TOWN.point.latitude,
      longitude: TOWN.point.longitude,
      notes: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { request_id: string } }).data.request_id;
}

/** The donor, 3 km away, is alerted to the request, accepts it, and the patient marks it Fulfilled naming them. */
async function donateTo(request: APIRequestContext, requestId: string, patient: User, donor: User) {
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

async function openDashboard(
  browser: Browser,
  baseURL: string,
  user: User,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport });
  await storeTokens(context, user);
  const page = await context.newPage();
  const problems = watchPageProblems(page, { ignoreHttpErrors: false });
  await page.goto('/app/dashboard');
  return { context, page, problems };
}

test('a patient and a donor each see their own figures on the dashboard, at 360 and 1280 px', async ({
  browser,
  baseURL,
  request,
}) => {
  const patient = await createUser(request, 'Patient', 'Meera Kulkarni');
  const donor = await createUser(request, 'Donor', 'Vikram Patil');
  const located = await request.put(`/api/donors/${donor.id}/location`, {
    headers: auth(donor),
    data: { latitude: TOWN.point.latitude + 3 / KM_PER_DEGREE, longitude: TOWN.point.longitude },
  });
  expect(located.status()).toBe(200);

  // Three requests: one fulfilled by the donor, one cancelled, one still open.
  const given = await createRequest(request, patient);
  await donateTo(request, given, patient, donor);
  const cancelled = await createRequest(request, patient);
  const cancel = await request.patch(`/api/requests/${cancelled}/status`, {
    headers: { ...auth(patient), 'Idempotency-Key': crypto.randomUUID() },
    data: { status: 'Cancelled' },
  });
  expect(cancel.status()).toBe(200);
  await createRequest(request, patient);

  for (const size of SIZES) {
    const patientSide = await openDashboard(browser, baseURL!, patient, size.viewport);
    try {
      const page = patientSide.page;
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Meera' })).toBeVisible();
      await expect(page.getByTestId('stat-total-requests')).toHaveText(/^3\s*Total Requests/);
      await expect(page.getByTestId('stat-active-requests')).toHaveText(/^1\s*Active Requests/);
      await expect(page.getByTestId('stat-donations-received')).toHaveText(/^1\s*Donations Received/);
      await expect(page.getByTestId('recent-requests').getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('link', { name: 'Send SOS' })).toHaveAttribute('href', '/app/sos');
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, `no sideways scrolling at ${size.name} width`).toBe(true);
      await page.getByRole('link', { name: 'New blood request' }).click();
      await expect(page).toHaveURL(/\/app\/requests\/new$/);
      expect(patientSide.problems).toEqual([]);
    } finally {
      await patientSide.context.close();
    }

    const donorSide = await openDashboard(browser, baseURL!, donor, size.viewport);
    try {
      const page = donorSide.page;
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Vikram' })).toBeVisible();
      await expect(page.getByTestId('stat-donations-given')).toHaveText(/^1\s*Donations Given/);
      await expect(page.getByTestId('stat-requests-answered')).toHaveText(/^1\s*Requests Answered/);
      // Just gave: not eligible again until the interval has passed, and the page says so.
      await expect(page.getByTestId('stat-eligibility')).toContainText('Eligible from this date');
      // Until then the open request nearby is not theirs to answer, and the page says when that changes.
      await expect(page.getByTestId('stat-nearby-requests')).toHaveText(/^0\s*Nearby Requests/);
      await expect(page.getByTestId('nearby-requests')).toContainText('You can answer requests again from');
      await expect(page.getByRole('link', { name: 'Send SOS' })).toHaveCount(0);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, `no sideways scrolling at ${size.name} width`).toBe(true);
      await page.getByTestId('nearby-requests').getByRole('link', { name: 'View all' }).click();
      await expect(page).toHaveURL(/\/app\/requests\?filter=nearby$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Nearby Requests' })).toBeVisible();
      expect(donorSide.problems).toEqual([]);
    } finally {
      await donorSide.context.close();
    }
  }
});
