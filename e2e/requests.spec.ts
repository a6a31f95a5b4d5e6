import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { toasts } from './support/toasts.ts';
import { storeTokens, type Tokens } from './support/tokens.ts';

/**
 * Blood requests, the SOS network and notifications, end to end against the real server (its outbox worker
 * alerts donors). The journey uses two browsers at once: a patient raises an SOS and a donor nearby sees the
 * alert arrive and accepts, each without reloading; donors who are incompatible or too far hear nothing.
 */

const KM_PER_DEGREE = 111.2;

interface Town {
  city: string;
  state: string;
  point: { latitude: number; longitude: number };
}

/**
 * Each test works in a town of its own, hundreds of kilometres from every other (an SOS widens to 50 km at most),
 * with people of its own: no test's requests reach another test's donors, so the tests pass alone and in any order.
 */
const TOWNS = {
  sos: { city: 'Mumbai', state: 'Maharashtra', point: { latitude: 19.018, longitude: 72.8478 } },
  createForm: { city: 'Delhi', state: 'Delhi', point: { latitude: 28.6139, longitude: 77.209 } },
  cancel: { city: 'Kolkata', state: 'West Bengal', point: { latitude: 22.5726, longitude: 88.3639 } },
  notifications: { city: 'Chennai', state: 'Tamil Nadu', point: { latitude: 13.0827, longitude: 80.2707 } },
  fulfil: { city: 'Hyderabad', state: 'Telangana', point: { latitude: 17.385, longitude: 78.4867 } },
  donorOnly: { city: 'Ahmedabad', state: 'Gujarat', point: { latitude: 23.0225, longitude: 72.5714 } },
} satisfies Record<string, Town>;

/** A place `km` north of the town's centre, along the meridian (1° of latitude ≈ 111.2 km). */
const northOf = (town: Town, km: number) => ({
  latitude: town.point.latitude + km / KM_PER_DEGREE,
  longitude: town.point.longitude,
});

const GROUP_ID = { 'A+': 1, 'B+': 3, 'O-': 8 } as const;

interface User extends Tokens {
  id: string;
  email: string;
  fullName: string;
  phone: string;
}

async function createUser(
  request: APIRequestContext,
  options: {
    type: 'Patient' | 'Donor';
    group: keyof typeof GROUP_ID;
    label: string;
    phone: string;
    name: string;
    town: Town;
  },
): Promise<User> {
  const account = await registerAccount(request, {
    userType: options.type,
    label: options.label,
    fullName: options.name,
    phone: options.phone,
    city: options.town.city,
    state: options.town.state,
    bloodGroupId: GROUP_ID[options.group],
    dateOfBirth: '2014-02-20',
  });
  const session = await signInThroughApi(request, account);
  return {
    id: session.userId,
    email: account.email,
    fullName: options.name,
    phone: options.phone,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
}

/** The patient of a test, in its town. */
const createPatient = (request: APIRequestContext, town: Town) =>
  createUser(request, {
    type: 'Patient',
    group: 'B+',
    label: 'patient',
    phone: '+91 98200 10001',
    name: 'Meera Patil',
    town,
  });

/** A donor who can give to the B+ patient, living `km` north of the town's centre. */
async function createDonorNear(request: APIRequestContext, town: Town, km = 3) {
  const donor = await createUser(request, {
    type: 'Donor',
    group: 'O-',
    label: 'donor-near',
    phone: '+91 98200 11111',
    name: 'Rahul Near',
    town,
  });
  await saveDonorLocation(request, donor, northOf(town, km));
  return donor;
}

const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

async function saveDonorLocation(
  request: APIRequestContext,
  donor: User,
  point: { latitude: number; longitude: number },
) {
  const response = await request.put(`/api/donors/${donor.id}/location`, { headers: auth(donor), data: point });
  expect(response.status()).toBe(200);
}

interface ApiNotification {
  notification_id: string;
  kind: string;
  status: string;
  request_id: string | null;
}

async function notificationsOf(request: APIRequestContext, user: User): Promise<ApiNotification[]> {
  const response = await request.get('/api/notifications?limit=200', { headers: auth(user) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiNotification[] }).data;
}

/** A B+ request for two units of packed red cells at the town's centre. */
async function createRequestThroughApi(
  request: APIRequestContext,
  patient: User,
  town: Town,
  urgency: 'Urgent' | 'Scheduled',
) {
  const response = await request.post('/api/requests', {
    headers: { ...auth(patient), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      blood_group_id: GROUP_ID['B+'],
      component_id: 2,
      units_required: 2,
      urgency,
      hospital_name: 'KEM Hospital',
      hospital_address: 'Acharya Donde Marg, Parel, Mumbai',
      latitude: town.point.latitude,
      longitude: town.point.longitude,
      notes: null,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { request_id: string } }).data.request_id;
}

/** Waits until the donor has been alerted to the request (the outbox worker sends alerts a moment later). */
async function waitForAlert(request: APIRequestContext, donor: User, requestId: string) {
  await expect
    .poll(async () => (await notificationsOf(request, donor)).some((n) => n.request_id === requestId))
    .toBe(true);
}

/** A donor's answer to a request, through the API. */
async function respond(request: APIRequestContext, donor: User, requestId: string, response: 'accept' | 'decline') {
  const answer = await request.post(`/api/requests/${requestId}/respond`, {
    headers: { ...auth(donor), 'Idempotency-Key': crypto.randomUUID() },
    data: { response },
  });
  expect(answer.status()).toBe(200);
}

/** A browser signed in as `user` (tokens stored before the app starts, once), optionally at a position. */
async function signedInContext(
  browser: Browser,
  baseURL: string,
  user: User,
  geolocation?: { latitude: number; longitude: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    ...(geolocation ? { geolocation, permissions: ['geolocation'] } : {}),
  });
  await storeTokens(context, user);
  return context;
}

/** Marks the loaded document, so a test can prove later that the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark: boolean }).__e2eMark = true;
  });
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark)).toBe(true);
}

/** The live stream is open (the page shows "Live"), so nothing sent from now on can be missed. */
async function waitUntilLive(page: Page) {
  await expect(page.getByTestId('live-indicator').first()).toHaveAttribute('data-status', 'open');
}

const problemsByPage = new Map<Page, string[]>();
function watch(page: Page) {
  problemsByPage.set(page, watchPageProblems(page, { ignoreHttpErrors: true }));
}
test.afterEach(() => {
  const problems = [...problemsByPage.values()].flat();
  problemsByPage.clear();
  expect(problems).toEqual([]);
});

test('an SOS reaches the compatible donor nearby live, who accepts; the patient sees it live; nobody else is alerted', async ({
  browser,
  request,
  baseURL,
}) => {
  const town = TOWNS.sos;
  const patient = await createPatient(request, town);
  const donorNear = await createDonorNear(request, town);
  const donorIncompatible = await createUser(request, {
    type: 'Donor',
    group: 'A+',
    label: 'donor-a-pos',
    phone: '+91 98200 22222',
    name: 'Anil Incompatible',
    town,
  });
  const donorFar = await createUser(request, {
    type: 'Donor',
    group: 'O-',
    label: 'donor-far',
    phone: '+91 98200 33333',
    name: 'Farah Faraway',
    town,
  });
  await saveDonorLocation(request, donorIncompatible, northOf(town, 1));
  await saveDonorLocation(request, donorFar, northOf(town, 100));

  const donorContext = await signedInContext(browser, baseURL!, donorNear);
  const patientContext = await signedInContext(browser, baseURL!, patient, town.point);
  try {
    // The donor is already on the requests page, with nothing to answer yet.
    const donorPage = await donorContext.newPage();
    watch(donorPage);
    await donorPage.goto('/app/requests');
    await expect(donorPage.getByRole('heading', { level: 1, name: 'Available Blood Requests' })).toBeVisible();
    await expect(donorPage.getByText('No requests found')).toBeVisible();
    await expect(donorPage.getByTestId('notification-badge')).toHaveCount(0);
    await waitUntilLive(donorPage);
    await markDocument(donorPage);

    // The patient raises the SOS with one tap.
    const patientPage = await patientContext.newPage();
    watch(patientPage);
    await patientPage.goto('/app/sos');
    await expect(patientPage.getByTestId('sos-explanation')).toContainText(
      'compatible donors within 15 km of you at once. If nobody accepts within 5 minutes, the search widens to 25 km and then 50 km.',
    );
    await patientPage.getByRole('button', { name: 'Send SOS' }).click();
    await expect(patientPage).toHaveURL(/\/app\/requests\/[0-9a-f-]{36}$/);
    const requestId = patientPage.url().split('/').pop()!;
    const detail = patientPage.getByTestId('request-detail');
    await expect(detail.getByRole('heading', { level: 1, name: 'B+ Whole Blood' })).toBeVisible();
    await expect(detail.getByTestId('request-urgency')).toHaveText('SOS');
    await expect(detail.getByTestId('request-status')).toHaveText('Open');
    await expect(detail.getByTestId('accepted-donors')).toContainText('No donor has accepted yet');
    await waitUntilLive(patientPage);
    await markDocument(patientPage);

    // The donor's page changes by itself: the alert pops up, the bell counts it, the list shows the request.
    const alert = donorPage.getByTestId('live-alert');
    await expect(alert).toContainText('SOS: B+ blood needed');
    await expect(alert.getByRole('link', { name: 'View request' })).toHaveAttribute(
      'href',
      `/app/requests/${requestId}`,
    );
    await expect(donorPage.getByTestId('notification-badge')).toHaveText('1');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
    const card = donorPage.locator(`[data-testid="request-card"][data-request-id="${requestId}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('request-urgency')).toHaveText('SOS');
    await expect(card.getByTestId('request-distance')).toHaveText('3 km away');
    await expectSameDocument(donorPage);

    await card.getByRole('button', { name: 'Accept the B+ Whole Blood request' }).click();
    await expect(toasts(donorPage).getByText('Successfully accepted the request')).toBeVisible();
    await expect(card.getByText('You accepted')).toBeVisible();
    await expect(donorPage.getByTestId('notification-badge')).toHaveCount(0);

    // The patient's page shows the donor, with a tap-to-call link, without reloading.
    const accepted = detail.getByTestId('accepted-donor');
    await expect(accepted).toContainText('Rahul Near');
    await expect(accepted).toContainText('O-');
    await expect(accepted.getByRole('link', { name: 'Call Rahul Near on +91 98200 11111' })).toHaveAttribute(
      'href',
      'tel:+919820011111',
    );
    await expect(detail.getByTestId('request-status')).toHaveText('In Progress');
    await expect(detail.getByTestId('reach-accepted')).toContainText('1');
    await expect(detail.getByTestId('timeline')).toContainText('Rahul accepted');
    await expectSameDocument(patientPage);

    // The donor, on the request's page, sees where to go and how to reach the patient.
    await card.getByRole('link', { name: 'View details of the B+ Whole Blood request' }).click();
    const contact = donorPage.getByTestId('patient-contact');
    await expect(contact).toContainText('Meera Patil');
    await expect(contact.getByRole('link', { name: 'Call Meera Patil on +91 98200 10001' })).toHaveAttribute(
      'href',
      'tel:+919820010001',
    );

    // The fan-out is over once the patient's timeline records the search; only the donor nearby was alerted.
    await expect(detail.getByTestId('timeline')).toContainText('1 compatible donor alerted within 15 km');
    await expect(detail.getByTestId('reach-alerted')).toContainText('1');
    const nearAlerts = (await notificationsOf(request, donorNear)).filter((n) => n.request_id === requestId);
    expect(nearAlerts.map((n) => [n.kind, n.status])).toEqual([['request_alert', 'Accepted']]);
    expect(await notificationsOf(request, donorIncompatible)).toEqual([]);
    expect(await notificationsOf(request, donorFar)).toEqual([]);
  } finally {
    await donorContext.close();
    await patientContext.close();
  }
});

test('the create-request form: product messages, the location button, and back to /app/requests 2 s after success', async ({
  browser,
  baseURL,
  request,
}) => {
  const town = TOWNS.createForm;
  const patient = await createPatient(request, town);
  const context = await signedInContext(browser, baseURL!, patient);
  try {
    const page = await context.newPage();
    watch(page);
    await page.goto('/app/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'My Blood Requests' })).toBeVisible();
    await page.getByRole('link', { name: 'Create New Request' }).click();
    await expect(page).toHaveURL(/\/app\/requests\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Blood Request' })).toBeVisible();

    // Defaults: the patient's own group, one unit, Urgent.
    await expect(page.getByLabel('Blood group')).toHaveValue(String(GROUP_ID['B+']));
    await expect(page.getByLabel('Units required')).toHaveValue('1');
    await expect(page.getByLabel('Urgency')).toHaveValue('Urgent');

    const submit = page.getByRole('button', { name: 'Create Request' });
    await submit.click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/requests\/create$/);

    await page.getByLabel('Blood component').selectOption({ label: 'Packed Red Blood Cells' });
    await page.getByLabel('Units required').fill('11');
    await submit.click();
    await expect(page.getByText('Units required must be between 1 and 10')).toBeVisible();
    await expect(page.getByText('Please fill in all required fields')).toHaveCount(0);

    // Location: refused first, then allowed.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('location-result')).toHaveText('Failed to get your location');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(town.point);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByTestId('location-result')).toContainText('Location captured successfully!');

    await page.getByLabel('Units required').fill('2');
    await page.getByLabel('Hospital name').fill('KEM Hospital');
    await page.getByLabel('Hospital address').fill('Acharya Donde Marg, Parel, Mumbai');
    await page.getByLabel('Notes').fill('Thalassemia day-care ward');
    await submit.click();
    await expect(page.getByTestId('create-success')).toContainText('Blood request created successfully!');
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/app\/requests$/, { timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);

    const card = page.getByTestId('request-card').filter({ hasText: 'B+ Packed Red Blood Cells' }).first();
    await expect(card).toContainText('2 units');
    await expect(card).toContainText('KEM Hospital');
    await expect(card.getByTestId('request-urgency')).toHaveText('Urgent');
    await expect(card.getByTestId('request-status')).toHaveText('Open');
  } finally {
    await context.close();
  }
});

test('the owner cancels a request after confirming, and it shows as Cancelled', async ({
  browser,
  baseURL,
  request,
}) => {
  const town = TOWNS.cancel;
  const patient = await createPatient(request, town);
  const requestId = await createRequestThroughApi(request, patient, town, 'Scheduled');
  const context = await signedInContext(browser, baseURL!, patient);
  try {
    const page = await context.newPage();
    watch(page);
    await page.goto('/app/requests?urgency=Scheduled');
    await expect(page.getByLabel('Urgency')).toHaveValue('Scheduled');
    const card = page.locator(`[data-testid="request-card"][data-request-id="${requestId}"]`);
    await expect(card.getByTestId('request-status')).toHaveText('Open');
    // Mark as Fulfilled waits for a donor who accepted.
    await expect(card.getByRole('button', { name: /Mark the .* request as fulfilled/ })).toHaveCount(0);

    await card.getByRole('button', { name: 'Cancel the B+ Packed Red Blood Cells request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(toasts(page).getByText('Request status updated successfully')).toBeVisible();
    await expect(card.getByTestId('request-status')).toHaveText('Cancelled');
    await expect(card.getByRole('button', { name: /Cancel the/ })).toHaveCount(0);

    // The status filter asks the server.
    await page.getByLabel('Status').selectOption('Cancelled');
    await expect(page).toHaveURL(/status=Cancelled/);
    await expect(card).toBeVisible();
    await page.getByLabel('Status').selectOption('Open');
    await expect(card).toHaveCount(0);

    const detail = await request.get(`/api/requests/${requestId}`, { headers: auth(patient) });
    expect(((await detail.json()) as { data: { status: string } }).data.status).toBe('Cancelled');
  } finally {
    await context.close();
  }
});

test('notifications: the status filter goes to the server, opening one marks it read, and mark all read', async ({
  browser,
  baseURL,
  request,
}) => {
  // The donor was alerted to four requests: accepted one, declined one, and has not answered two. They come from
  // two patients, since one patient's requests alert a donor at most 3 times a day.
  const town = TOWNS.notifications;
  const patient = await createPatient(request, town);
  const secondPatient = await createPatient(request, town);
  const donorNear = await createDonorNear(request, town);
  const acceptedId = await createRequestThroughApi(request, patient, town, 'Urgent');
  const declinedId = await createRequestThroughApi(request, patient, town, 'Urgent');
  const unreadId = await createRequestThroughApi(request, secondPatient, town, 'Scheduled');
  const otherUnreadId = await createRequestThroughApi(request, secondPatient, town, 'Scheduled');
  for (const id of [acceptedId, declinedId, unreadId, otherUnreadId]) await waitForAlert(request, donorNear, id);
  await respond(request, donorNear, acceptedId, 'accept');
  await respond(request, donorNear, declinedId, 'decline');

  const context = await signedInContext(browser, baseURL!, donorNear);
  try {
    const page = await context.newPage();
    watch(page);
    await page.goto('/app/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const items = page.getByTestId('notification-item');
    const filter = page.getByRole('group', { name: 'Filter by status' });

    await filter.getByRole('button', { name: 'Declined' }).click();
    await expect(page).toHaveURL(/\?status=Declined$/);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-status', 'Declined');
    await expect(items.first()).toHaveAttribute('href', `/app/requests/${declinedId}`);

    await filter.getByRole('button', { name: 'Accepted' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-status', 'Accepted');
    await expect(items.first()).toHaveAttribute('href', `/app/requests/${acceptedId}`);

    await filter.getByRole('button', { name: 'Sent' }).click();
    await expect(items.first()).toBeVisible();
    for (const status of await items.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-status')))) {
      expect(status).toBe('Sent');
    }
    const unreadBefore = await items.count();
    expect(unreadBefore).toBeGreaterThanOrEqual(2);

    // Opening one marks it read and leads to its request.
    await page.locator(`[data-testid="notification-item"][href="/app/requests/${unreadId}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/app/requests/${unreadId}$`));
    await expect(page.getByTestId('donor-response')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?status=Sent$/);
    await expect(items).toHaveCount(unreadBefore - 1);
    await expect(page.getByTestId('notification-badge')).toHaveText(String(unreadBefore - 1));

    await filter.getByRole('button', { name: 'Read' }).click();
    await expect(page.locator(`[data-testid="notification-item"][href="/app/requests/${unreadId}"]`)).toHaveAttribute(
      'data-status',
      'Read',
    );

    await filter.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/app\/notifications$/);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByTestId('unread-summary')).toHaveText('0 unread notifications');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await filter.getByRole('button', { name: 'Sent' }).click();
    await expect(page.getByText('No notifications found.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the owner marks a request fulfilled, choosing the donor who gave; the donor then sees when they can give again', async ({
  browser,
  baseURL,
  request,
}) => {
  const town = TOWNS.fulfil;
  const patient = await createPatient(request, town);
  const donorNear = await createDonorNear(request, town);
  const requestId = await createRequestThroughApi(request, patient, town, 'Urgent');
  await waitForAlert(request, donorNear, requestId);
  await respond(request, donorNear, requestId, 'accept');

  const patientContext = await signedInContext(browser, baseURL!, patient);
  const donorContext = await signedInContext(browser, baseURL!, donorNear);
  try {
    const page = await patientContext.newPage();
    watch(page);
    await page.goto(`/app/requests/${requestId}`);
    const detail = page.getByTestId('request-detail');
    await expect(detail.getByTestId('request-status')).toHaveText('In Progress');
    await detail.getByRole('button', { name: 'Mark the B+ Packed Red Blood Cells request as fulfilled' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as fulfilled' });
    const donorBox = dialog.getByRole('checkbox', { name: 'Rahul Near (O-)' });
    await expect(donorBox).toBeChecked();
    await donorBox.uncheck();
    await dialog.getByRole('button', { name: 'Mark as Fulfilled' }).click();
    await expect(dialog.getByText('Choose at least one donor who gave blood')).toBeVisible();
    await donorBox.check();
    await dialog.getByRole('button', { name: 'Mark as Fulfilled' }).click();
    await expect(toasts(page).getByText('Request status updated successfully')).toBeVisible();
    await expect(detail.getByTestId('request-status')).toHaveText('Fulfilled');
    await expect(detail.getByTestId('timeline')).toContainText('Marked fulfilled: 1 donation recorded');
    await expect(detail.getByRole('button', { name: /Cancel the/ })).toHaveCount(0);

    // The donation is recorded: the donor is told when they can give again, and is shown nothing to answer.
    const donorPage = await donorContext.newPage();
    watch(donorPage);
    await donorPage.goto('/app/requests');
    await expect(donorPage.getByTestId('donor-eligibility')).toContainText('You can donate again from');
    await expect(donorPage.getByText('No requests found')).toBeVisible();
  } finally {
    await patientContext.close();
    await donorContext.close();
  }
});

test('a donor opening /app/sos is told SOS is for patients; an unknown request id shows a clear not-found page', async ({
  browser,
  baseURL,
  request,
}) => {
  const donor = await createDonorNear(request, TOWNS.donorOnly);
  const context = await signedInContext(browser, baseURL!, donor);
  try {
    const page = await context.newPage();
    watch(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/app/sos');
    await expect(page.getByTestId('sos-donor')).toContainText('SOS is for patients');
    await expect(page.getByRole('button', { name: 'Send SOS' })).toHaveCount(0);

    await page.goto('/requests/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/app\/requests\/00000000-0000-4000-8000-000000000000$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request not found' })).toBeVisible();

    await page.goto('/app/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Available Blood Requests' })).toBeVisible();
    // No request near this donor: nothing to answer, and no horizontal scrolling on a phone.
    await expect(page.getByText('No requests found')).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  } finally {
    await context.close();
  }
});
