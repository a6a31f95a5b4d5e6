import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { signInAdminWithLink } from './support/admin.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { storeTokens, type Tokens } from './support/tokens.ts';

/**
 * Rewards end to end on a 360 px phone: an admin adds a partner and its offer; a donor accepts a patient's request;
 * the patient marks it Fulfilled naming the donor; the thank-you coupon arrives live on the donor's rewards page,
 * is found by its partner's name, opened and redeemed. The patient, in a second browser, cannot open the rewards.
 */

const PHONE = { width: 360, height: 740 };
// A town of its own, hundreds of kilometres from the other journeys' towns.
const TOWN = { city: 'Nagpur', state: 'Maharashtra', point: { latitude: 21.1458, longitude: 79.0882 } };
const KM_PER_DEGREE = 111.2;

interface User extends Tokens {
  id: string;
}

async function createUser(request: APIRequestContext, type: 'Patient' | 'Donor', name: string): Promise<User> {
  const account = await registerAccount(request, {
    userType: type,
    label: `rewards-${type.toLowerCase()}`,
    fullName: name,
    city: TOWN.city,
    state: TOWN.state,
    bloodGroupId: type === 'Donor' ? 8 : 3,
    phone: type === 'Donor' ? '+91 98200 22222' : '+91 98200 20001',
    dateOfBirth: '2013-03-10',
  });
  const session = await signInThroughApi(request, account);
  return { id: session.userId, accessToken: session.accessToken, refreshToken: session.refreshToken };
}

const auth = (user: User) => ({ Authorization: `Bearer ${user.accessToken}` });

/** The patient's B+ request for packed red cells in the town, answered 'accept' by the donor once alerted. */
async function requestAcceptedBy(request: APIRequestContext, patient: User, donor: User): Promise<string> {
  const located = await request.put(`/api/donors/${donor.id}/location`, {
    headers: auth(donor),
    data: { latitude: TOWN.point.latitude + 3 / KM_PER_DEGREE, longitude: TOWN.point.longitude },
  });
  expect(located.status()).toBe(200);
  const created = await request.post('/api/requests', {
    headers: { ...auth(patient), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      blood_group_id: 3,
      component_id: 2,
      units_required: 1,
      urgency: 'Urgent',
      hospital_name: 'Government Medical College',
      hospital_address: 'Medical Square, Nagpur',
      latitude: TOWN.point.latitude,
      longitude: TOWN.point.longitude,
      notes: null,
    },
  });
  expect(created.status()).toBe(201);
  const requestId = ((await created.json()) as { data: { request_id: string } }).data.request_id;
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
  expect(answer.status()).toBe(200);
  return requestId;
}

async function phonePage(browser: Browser, baseURL: string, user?: User) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  if (user) await storeTokens(context, user);
  const page = await context.newPage();
  const problems = watchPageProblems(page, { ignoreHttpErrors: true });
  return { context, page, problems };
}

/** The admin adds a partner in the donor's town and one offer, through the partners page. */
async function addPartnerAndOffer(page: Page, partnerName: string) {
  await signInAdminWithLink(page);
  await page.goto('/app/admin/partners');
  await page.getByRole('button', { name: 'Add a partner' }).click();
  const partnerDialog = page.getByRole('dialog', { name: 'Add a partner' });
  await partnerDialog.getByRole('textbox', { name: /Partner name/ }).fill(partnerName);
  await partnerDialog.getByRole('textbox', { name: /Category/ }).fill('Café');
  await partnerDialog.getByRole('textbox', { name: /City/ }).fill(TOWN.city);
  await partnerDialog.getByRole('button', { name: 'Save partner' }).click();
  await expect(partnerDialog).toBeHidden();
  const card = page.getByRole('region', { name: partnerName });
  await card.getByRole('button', { name: `Add an offer to ${partnerName}` }).click();
  const offerDialog = page.getByRole('dialog', { name: 'Add an offer' });
  await offerDialog.getByRole('textbox', { name: /Offer title/ }).fill('Free cutting chai');
  await offerDialog.getByRole('textbox', { name: /^Value\W*$/ }).fill('One cutting chai free');
  await offerDialog.getByRole('textbox', { name: /Terms/ }).fill('One per visit.');
  await offerDialog.getByRole('button', { name: 'Save offer' }).click();
  await expect(offerDialog).toBeHidden();
  await expect(card.getByTestId('offer-row')).toContainText('Free cutting chai');
  await expect(card.getByTestId('offer-row')).toContainText('0 issued');
}

test('a confirmed donation earns a coupon that arrives live, is found, opened and redeemed; a patient cannot see rewards', async ({
  browser,
  baseURL,
  request,
}) => {
  const partnerName = `Chai Adda ${Date.now().toString(36)}`;
  const admin = await phonePage(browser, baseURL!);
  const patient = await createUser(request, 'Patient', 'Kavya Rao');
  const donor = await createUser(request, 'Donor', 'Arjun Shah');
  const donorSide = await phonePage(browser, baseURL!, donor);
  const patientSide = await phonePage(browser, baseURL!, patient);
  try {
    await addPartnerAndOffer(admin.page, partnerName);
    const requestId = await requestAcceptedBy(request, patient, donor);

    // The donor waits on the rewards page with the live stream open.
    const page = donorSide.page;
    await page.goto('/app/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'My Rewards & Coupons' })).toBeVisible();
    await expect(page.getByTestId('live-indicator').first()).toHaveAttribute('data-status', 'open');
    await expect(page.getByTestId('coupons-empty')).toContainText("You don't have any available coupons yet.");
    await page.evaluate(() => ((window as unknown as { __e2eMark: boolean }).__e2eMark = true));

    // The patient marks the request Fulfilled, naming the donor.
    const patientPage = patientSide.page;
    await patientPage.goto(`/app/requests/${requestId}`);
    await patientPage
      .getByTestId('request-detail')
      .getByRole('button', { name: 'Mark the B+ Packed Red Blood Cells request as fulfilled' })
      .click();
    const fulfil = patientPage.getByRole('dialog', { name: 'Mark as fulfilled' });
    await expect(fulfil.getByRole('checkbox', { name: 'Arjun Shah (O-)' })).toBeChecked();
    await fulfil.getByRole('button', { name: 'Mark as Fulfilled' }).click();
    await expect(patientPage.getByTestId('request-status')).toHaveText('Fulfilled');

    // The coupon arrives without a reload.
    const card = page.getByTestId('coupon-card').filter({ hasText: 'Free cutting chai' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark)).toBe(true);
    await expect(page.getByTestId('stat-available')).toContainText('1');

    // Found by its partner's name, in any case.
    await page.getByRole('searchbox', { name: /Search coupons/ }).fill(partnerName.toUpperCase());
    await expect(page.getByTestId('coupon-card')).toHaveCount(1);
    await page.getByRole('searchbox', { name: /Search coupons/ }).fill('no such partner');
    await expect(page.getByTestId('coupons-empty')).toContainText('No coupons match your search criteria.');
    await page.getByRole('searchbox', { name: /Search coupons/ }).fill(partnerName.toLowerCase());

    // Opened: the code, the terms; then redeemed at the counter.
    await card.getByRole('button', { name: 'Redeem Free cutting chai now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free cutting chai' });
    await expect(dialog.getByTestId('coupon-code')).toHaveText(/^RS-/);
    await expect(dialog).toContainText('Cannot be combined with other offers.');
    await expect(dialog).toContainText('One per visit.');
    await dialog.getByRole('textbox', { name: 'Where you used it (optional)' }).fill('Sitabuldi counter');
    await dialog.getByRole('button', { name: 'Redeem This Coupon' }).click();
    await expect(dialog.getByTestId('redeem-done')).toContainText('Coupon redeemed');
    await expect(dialog.getByTestId('coupon-code')).toHaveCount(0);
    await expect(dialog).toContainText('Sitabuldi counter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('stat-redeemed')).toContainText('1');
    await page.getByRole('tab', { name: 'Redeemed' }).click();
    await expect(page.getByTestId('coupon-card').filter({ hasText: 'Free cutting chai' })).toBeVisible();

    // The patient's menu has no rewards, and the page itself is refused.
    await patientPage.getByRole('button', { name: 'Open menu' }).click();
    await expect(patientPage.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(patientPage.getByRole('link', { name: 'Rewards' })).toHaveCount(0);
    await patientPage.goto('/app/coupons');
    await expect(patientPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(patientPage.getByText('My Rewards & Coupons')).toHaveCount(0);

    expect(donorSide.problems).toEqual([]);
    expect(patientSide.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
  } finally {
    await admin.context.close();
    await donorSide.context.close();
    await patientSide.context.close();
  }
});
