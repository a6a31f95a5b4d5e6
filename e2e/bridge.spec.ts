import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerAccount, signInThroughApi } from './support/accounts.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { storeTokens, type Tokens } from './support/tokens.ts';

/**
 * Blood Bridge end to end (issue 15): a caregiver sets a 21-day plan, three donors join by the invitation link,
 * the calendar fills with distinct donors, and the first date's donor confirms it on a phone; the patient then
 * sees that date confirmed with the donor's phone, downloads the .ics file, and each role is kept off the other's
 * page. The first transfusion is 12 days away, so its donation day (3 days before) is inside the 10-day asking
 * window and its donor is asked as soon as they join.
 */

const TOWN = { city: 'Mumbai', state: 'Maharashtra' };
const HOSPITAL = 'KEM Hospital Thalassemia Day Care';
const PHONE = { width: 360, height: 740 };
const BLOOD_GROUP_B_POS = 3;
const PACKED_RED_CELLS = '2';

interface Person extends Tokens {
  id: string;
  firstName: string;
}

const DONORS = [
  { name: 'Rohan Mehta', group: 3, phone: '+91 98200 41001' },
  { name: 'Sneha Kulkarni', group: 7, phone: '+91 98200 41002' },
  { name: 'Imran Shaikh', group: 8, phone: '+91 98200 41003' },
] as const;

/** India's date (the server's "today"), `days` ahead, as YYYY-MM-DD. */
function indiaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function createPerson(
  request: APIRequestContext,
  type: 'Patient' | 'Donor',
  name: string,
  group: number,
  phone: string,
): Promise<Person> {
  const account = await registerAccount(request, {
    userType: type,
    label: `bridge-${type.toLowerCase()}`,
    fullName: name,
    city: TOWN.city,
    state: TOWN.state,
    bloodGroupId: group,
    phone,
    dateOfBirth: '2016-04-02',
  });
  const session = await signInThroughApi(request, account);
  return {
    id: session.userId,
    firstName: name.split(' ')[0]!,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  };
}

interface Side {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

async function openSide(browser: Browser, baseURL: string, person: Person, phone = false): Promise<Side> {
  const context = await browser.newContext(
    phone ? { baseURL, viewport: PHONE, isMobile: true, hasTouch: true } : { baseURL },
  );
  await storeTokens(context, person);
  const page = await context.newPage();
  const problems = watchPageProblems(page, { ignoreHttpErrors: true });
  return { context, page, problems };
}

/** The caregiver records the plan through the form on /app/bridge, reached by the nav link. */
async function makePlan(page: Page, nextDate: string): Promise<void> {
  await page.goto('/app/dashboard');
  await page.getByRole('link', { name: 'Blood Bridge' }).first().click();
  await expect(page).toHaveURL(/\/app\/bridge$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blood Bridge' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Transfusion plan' });
  await form.getByLabel(/Hospital or blood centre/).fill(HOSPITAL);
  await form.getByLabel(/Hospital city/).fill(TOWN.city);
  await form.getByLabel(/Units per transfusion/).fill('1');
  await form.getByLabel(/Days between transfusions/).fill('21');
  await form.getByLabel(/Next transfusion date/).fill(nextDate);
  await form.getByLabel(/^Blood group/).selectOption(String(BLOOD_GROUP_B_POS));
  await form.getByLabel(/^Component/).selectOption(PACKED_RED_CELLS);
  await form.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Your transfusion plan is saved.', { exact: true })).toBeVisible();
}

/** A donor opens the shared link, sees the patient's first name, and joins. */
async function joinByLink(side: Side, path: string, patientFirstName: string): Promise<void> {
  const { page } = side;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${patientFirstName}’s Blood Bridge` })).toBeVisible();
  await expect(page.getByTestId('invite-summary')).toContainText(TOWN.city);
  await expect(page.getByTestId('invite-summary')).not.toContainText(HOSPITAL);
  await page.getByRole('button', { name: 'Join the bridge' }).click();
  await expect(page.getByTestId('join-done')).toContainText(`You are in ${patientFirstName}’s bridge.`);
}

test('a caregiver sets a 21-day plan, three donors join by link, the calendar fills, the first donor confirms on their phone', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const patient = await createPerson(request, 'Patient', 'Meera Joshi', BLOOD_GROUP_B_POS, '+91 98200 40001');
  const donors = await Promise.all(DONORS.map((d) => createPerson(request, 'Donor', d.name, d.group, d.phone)));
  const patientSide = await openSide(browser, baseURL!, patient);
  const donorSides = await Promise.all(donors.map((donor) => openSide(browser, baseURL!, donor)));
  const sides = [patientSide, ...donorSides];
  try {
    // 1. The plan, the capacity with nobody in yet, the invitation link and its QR code.
    const page = patientSide.page;
    await makePlan(page, indiaDate(12));
    await expect(page.getByTestId('bridge-capacity')).toHaveText(
      /^0 of \d+ donors — \d+ more needed to cover the year$/,
    );
    const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    const joinPath = new URL(link).pathname;
    expect(joinPath).toMatch(/^\/app\/bridge\/join\/[^/]+$/);
    await expect(page.getByRole('img', { name: 'QR code of the invitation link' })).toBeVisible();

    // 2. Three compatible donors in Mumbai join through the link.
    for (const side of donorSides) await joinByLink(side, joinPath, patient.firstName);

    // 3. The patient sees three members and the first three dates given to three different donors.
    await page.reload();
    await expect(page.getByTestId('bridge-capacity')).toHaveText(/^3 of \d+ donors/);
    const members = page.getByTestId('bridge-member');
    await expect(members).toHaveCount(3);
    for (const donor of DONORS) {
      const [first, last] = donor.name.split(' ');
      await expect(members.filter({ hasText: `${first} ${last![0]}.` })).toHaveCount(1);
    }
    const slots = page.getByTestId('bridge-slot');
    const givers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const giver = slots.nth(i).locator('dd').first();
      await expect(giver).toHaveText(/^\S+ \S\.$/);
      givers.push((await giver.textContent())!.trim());
    }
    expect(new Set(givers).size, `the first three dates' donors: ${givers.join(', ')}`).toBe(3);
    const firstIndex = DONORS.findIndex((d) => givers[0]!.startsWith(d.name.split(' ')[0]!));
    expect(firstIndex, `the first date's donor "${givers[0]}" is one of the three`).toBeGreaterThanOrEqual(0);
    const firstDonor = donors[firstIndex]!;

    // 4. That donor, on a phone, opens their bridges: the next date is asked of them, and they confirm it.
    const phone = await openSide(browser, baseURL!, firstDonor, true);
    sides.push(phone);
    await phone.page.goto('/app/bridges');
    await expect(phone.page.getByRole('region', { name: 'Your next date' })).toBeVisible();
    const slot = phone.page.getByTestId('membership-slot').first();
    const canGive = slot.getByRole('button', { name: 'I can give' });
    try {
      await expect(canGive).toBeVisible();
    } catch (error) {
      const memberships = await request.get('/api/bridge/memberships', {
        headers: { Authorization: `Bearer ${firstDonor.accessToken}` },
      });
      throw new Error(
        `No "I can give" on the first date's donor's phone; GET /api/bridge/memberships answered ${memberships.status()}: ${await memberships.text()}`,
        { cause: error },
      );
    }
    await expect(slot.getByTestId('slot-state')).toHaveText('Waiting for your answer');
    // Before confirming, the donor sees neither the hospital nor the family's phone; the page fits a 360 px phone.
    await expect(slot.getByTestId('slot-contact')).toHaveCount(0);
    await expect(phone.page.getByText(HOSPITAL)).toHaveCount(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await canGive.tap();
    await expect(slot.getByText('Thank you! Your date is confirmed.')).toBeVisible();
    await expect(slot.getByTestId('slot-state')).toHaveText('Confirmed by you');
    await expect(slot.getByTestId('slot-contact')).toContainText(HOSPITAL);
    await expect(slot.getByRole('link', { name: /Call the family: \+91 98200 40001/ })).toHaveAttribute(
      'href',
      'tel:+919820040001',
    );

    // 5. The patient's first date is confirmed, with a call link to that donor.
    await page.reload();
    const firstSlot = page.getByTestId('bridge-slot').first();
    await expect(firstSlot.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(firstSlot.getByRole('link', { name: `Call ${givers[0]}` })).toHaveAttribute(
      'href',
      `tel:${DONORS[firstIndex]!.phone.replace(/[^\d+]/g, '')}`,
    );
    // The other donors' phones stay hidden: they have not confirmed a date.
    await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(1);

    // The patient's dates download as a calendar file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const content = await readFile((await file.path())!, 'utf8');
    expect(content.startsWith('BEGIN:VCALENDAR')).toBe(true);

    // Each role stays off the other's page.
    await page.goto('/app/bridges');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await phone.page.goto('/app/bridge');
    await expect(phone.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

    for (const side of sides) expect(side.problems).toEqual([]);
  } finally {
    for (const side of sides) await side.context.close();
  }
});
