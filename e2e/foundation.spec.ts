import { expect, test, type Page } from '@playwright/test';
import { inOneHour, unsignedJwt } from './support/jwt.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { storedTokens, storeTokens } from './support/tokens.ts';

/**
 * Foundation journeys: the landing page, the public routes and redirects, the route guard, and the signed-in
 * shell (navbar, menus, CareBot widget). The signed-in tests use a well-formed, unexpired but unsigned JWT: the
 * web app only reads its payload, and nothing in the shell calls the server with it except sign-out.
 */

/** The profile the server would return for a fake session (the session fetches it in the background). */
function fakeProfile(payload: Record<string, unknown>) {
  return {
    user_id: String(payload.sub ?? 'user-1'),
    email: 'someone@example.test',
    full_name: 'Test User',
    phone_number: '+91 98200 00000',
    city: 'Pune',
    state: 'Maharashtra',
    user_type: payload.user_type ?? 'Patient',
    is_verified: true,
    blood_group_id: 3,
    blood_group: 'B+',
    date_of_birth: payload.user_type === 'Donor' ? null : '2015-04-12',
    medical_conditions: null,
    emergency_contact: null,
    is_available_for_sos: payload.user_type === 'Donor' ? true : null,
    interests: [],
    last_donation_date: null,
    latitude: null,
    longitude: null,
    location_updated_at: null,
    next_eligible_date: null,
    created_at: '2025-01-01T00:00:00.000Z',
    pending_email: null,
  };
}

/** GET /api/dashboard for a fake session: a person with nothing done yet. */
function fakeDashboard(payload: Record<string, unknown>) {
  const stats =
    payload.user_type === 'Donor'
      ? {
          role: 'Donor',
          donations_given: 0,
          requests_answered: 0,
          eligible_from: null,
          eligibility_reasons: [],
          nearby_requests: 0,
        }
      : { role: 'Patient', total_requests: 0, active_requests: 0, donations_received: 0, nearby_donors: 0 };
  return {
    full_name: 'Test User',
    stats,
    recent_requests: [],
    nearby_requests: [],
    expiring_coupons: [],
    health_tip: null,
  };
}

/**
 * Stores a session before the app starts, once per test (a later reload must not bring it back after sign-out).
 * The unsigned token would be refused by the server, so the profile calls it makes are answered here.
 */
async function seedSession(page: Page, payload: Record<string, unknown>) {
  await page.route('**/api/auth/profile', (route) =>
    route.fulfill({ json: { status: 'success', data: fakeProfile(payload) } }),
  );
  await page.route('**/api/users/*/profile-completion', (route) =>
    route.fulfill({
      json: { status: 'success', data: { isComplete: true, missingFields: [], completionPercentage: 100 } },
    }),
  );
  // The signed-in layout also reads notifications, requests and the live stream: answer them empty.
  await page.route(
    (url) => url.pathname === '/api/notifications',
    (route) => route.fulfill({ json: { status: 'success', data: [], unread_count: 0 } }),
  );
  await page.route(
    (url) => url.pathname === '/api/requests',
    (route) =>
      route.fulfill({ json: { status: 'success', data: [], pagination: { page: 1, page_size: 10, total: 0 } } }),
  );
  // The dashboard of a patient with nothing yet (donors get their own figures).
  await page.route(
    (url) => url.pathname === '/api/dashboard',
    (route) => route.fulfill({ json: { status: 'success', data: fakeDashboard(payload) } }),
  );
  // The history and health tips pages: a patient with no history yet, and no tips.
  await page.route(
    (url) => url.pathname === '/api/history',
    (route) => route.fulfill({ json: { status: 'success', data: { role: 'Patient', requests: [] } } }),
  );
  await page.route(
    (url) => url.pathname === '/api/health-tips',
    (route) => route.fulfill({ json: { status: 'success', data: [] } }),
  );
  await page.route('**/api/events', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': connected\n\n' }),
  );
  // CareBot's widget and page read the chat history and the suggestions: answer them empty.
  await page.route(
    (url) => url.pathname === '/api/ai/carebot/history' || url.pathname === '/api/ai/recommendations',
    (route) => route.fulfill({ json: { status: 'success', data: [] } }),
  );
  await storeTokens(page, { accessToken: unsignedJwt(payload), refreshToken: 'opaque-refresh-token' });
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

// Any script error or console error (a CSP block, a failed chunk) fails the test that caused it, except the
// answers a test expects (the browser logs every HTTP error status as a console error).
let pageProblems: string[] = [];
let expectedProblems: RegExp[] = [];
test.beforeEach(({ page }) => {
  pageProblems = watchPageProblems(page, { ignoreHttpErrors: false });
  expectedProblems = [];
});
test.afterEach(() => {
  expect(pageProblems.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)))).toEqual([]);
});

test.describe('landing page', () => {
  test('shows the hero, features, steps, call to action and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/RaktSetu/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thalassemia');
    await expect(
      page.getByText('Join the fight against Thalassemia. Connect with donors, access emergency support'),
    ).toBeVisible();

    const features = page.locator('#features');
    for (const title of [
      'Emergency SOS Network',
      'Thalassemia CareBot',
      'Donor Rewards Program',
      'Smart Donor Network',
    ]) {
      await expect(features.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(features).toContainText('15 km');
    await expect(features).toContainText('paying for blood is illegal in India');

    const steps = page.locator('#how-it-works');
    for (const title of ['Sign Up & Verify', 'Request Blood', 'Get Connected', 'Save Lives']) {
      await expect(steps.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(steps.getByRole('listitem')).toHaveCount(4);

    await expect(page.locator('#get-started').getByRole('heading', { level: 2 })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const group of ['Platform', 'Support', 'Legal']) {
      await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    await expect(footer.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '#how-it-works');
    await expect(footer.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText(
      'Blood bank directory: data.gov.in (GODL-India). Place data © GeoNames, CC BY 4.0.',
    );

    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
  });

  test('counts the stats up from 0 after 500 ms and ends exactly on 1247, 892, 156 and 25', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2025-01-01T00:00:01Z'));
    await page.goto('/');
    const lives = page.getByTestId('stat-lives-saved');
    await expect(lives).toHaveText('0');

    await page.clock.runFor(499);
    await expect(lives).toHaveText('0');

    // Half way through 100 steps of 20 ms the figure is half way too.
    await page.clock.runFor(1 + 50 * 20);
    const halfWay = Number((await lives.textContent())?.replace(/,/g, ''));
    expect(halfWay).toBeGreaterThan(0);
    expect(halfWay).toBeLessThan(1247);

    await page.clock.runFor(50 * 20);
    await expect(lives).toHaveText('1,247');
    await expect(page.getByTestId('stat-active-donors')).toHaveText('892');
    await expect(page.getByTestId('stat-emergency-requests')).toHaveText('156');
    await expect(page.getByTestId('stat-cities-covered')).toHaveText('25');

    // And it stays there.
    await page.clock.runFor(5_000);
    await expect(lives).toHaveText('1,247');
  });

  test('shows the final stats at once when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2025-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2025-01-01T00:00:01Z'));
    await page.goto('/');
    // Time is frozen, so only the no-animation path can show the targets.
    await expect(page.getByTestId('stat-lives-saved')).toHaveText('1,247');
    await expect(page.getByTestId('stat-active-donors')).toHaveText('892');
    await expect(page.getByTestId('stat-emergency-requests')).toHaveText('156');
    await expect(page.getByTestId('stat-cities-covered')).toHaveText('25');
  });

  test('Join as Patient leads to /register as a patient', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join as Patient' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('radio', { name: /Patient or caregiver/ })).toBeChecked();
  });

  test('Become a Donor leads to /register?type=donor as a donor', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Become a Donor' }).first().click();
    await expect(page).toHaveURL(/\/register\?type=donor$/);
    await expect(page.getByRole('radio', { name: /Donor/ })).toBeChecked();
  });

  test('the skip link is the first thing the keyboard reaches and jumps to the content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('public routes and redirects', () => {
  test('an unknown path lands on /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thalassemia');
  });

  test('/app/dashboard without a session lands on /login', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to RaktSetu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  test('/reset-password without a token lands on /forgot-password', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  test('/reset-password with a token shows the reset page and never shows the token', async ({ page }) => {
    await page.goto('/reset-password?token=secret-token-value');
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('secret-token-value');
  });

  test('/carebot goes to /app/carebot, which sends a guest to /login', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/carebot');
    await expect(page).toHaveURL(/\/login$/);
    expect(visited).toContain('/app/carebot');
  });

  test('/auth/callback without a session goes to /login', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired session whose refresh fails: /app sends to /login and the tokens are cleared', async ({ page }) => {
    expectedProblems = [/status of 401/];
    await seedSession(page, { sub: 'user-1', user_type: 'Patient', exp: Math.floor(Date.now() / 1000) - 60 });
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect((await storedTokens(page)).access).toBeNull();
  });

  const publicPages: Array<[string, string]> = [
    ['/', 'Together, we can fight Thalassemia'],
    ['/login', 'Sign in to RaktSetu'],
    ['/register', 'Create your account'],
    ['/register?type=donor', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=x', 'Set a new password'],
    ['/auth/callback', 'Sign in to RaktSetu'],
  ];
  for (const [path, heading] of publicPages) {
    test(`${path} fits a 360 px wide screen without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }
});

test.describe('signed-in shell', () => {
  test.beforeEach(async ({ page }) => {
    await seedSession(page, { sub: 'user-1', user_type: 'Patient', exp: inOneHour() });
  });

  test('a signed-in user visiting / or /login goes to the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('/auth/callback with a session goes to the dashboard', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('the dashboard shows the navbar, SOS button and the welcome', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveTitle('Dashboard · RaktSetu');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Test' })).toBeVisible();
    await expect(page.getByTestId('stat-total-requests')).toContainText('0');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: Array<[string, string]> = [
      ['Dashboard', '/app/dashboard'],
      ['Requests', '/app/requests'],
      ['Find Donors', '/app/donors'],
      ['Profile', '/app/profile'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Emergency SOS' })).toHaveAttribute('href', '/app/sos');

    await nav.getByRole('link', { name: 'Find Donors' }).click();
    await expect(page).toHaveURL(/\/app\/donors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Donors' })).toBeVisible();
  });

  test('the notification dropdown and user menu toggle, and the overlay or Escape closes them', async ({ page }) => {
    await page.goto('/app/dashboard');
    const bell = page.getByRole('button', { name: 'Notifications' });
    const account = page.getByRole('button', { name: 'Account menu' });
    const overlay = page.getByTestId('menu-overlay');

    // Nothing unread: no badge, and no sample notifications.
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('No notifications found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/app/notifications',
    );
    await bell.click();
    await expect(page.getByText('No notifications found.')).toBeHidden();

    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/app/profile');
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
    await expect(page.getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/app/help');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    // Opening the other menu closes this one.
    await bell.click();
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();
    await expect(page.getByText('No notifications found.')).toBeVisible();

    await overlay.click({ position: { x: 20, y: 400 } });
    await expect(page.getByText('No notifications found.')).toBeHidden();
    await expect(overlay).toBeHidden();

    await account.click();
    await overlay.click({ position: { x: 20, y: 400 } });
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();

    await account.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();
    await expect(account).toBeFocused();

    await account.click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();
  });

  test('the mobile menu repeats the main links at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/app/dashboard');
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link')).toHaveText([
      'Dashboard',
      'Requests',
      'Find Donors',
      'Blood Banks',
      'Blood Bridge',
      'Profile',
    ]);
    await expectNoHorizontalScroll(page);

    await page.getByTestId('menu-overlay').click({ position: { x: 180, y: 600 } });
    await expect(mobile).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobile.getByRole('link', { name: 'Requests' }).click();
    await expect(page).toHaveURL(/\/app\/requests$/);
    await expect(mobile).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'My Blood Requests' })).toBeVisible();
  });

  test('the CareBot widget opens a panel that links to the full page', async ({ page }) => {
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Open CareBot' }).click();
    const panel = page.getByRole('region', { name: 'CareBot' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Your AI health assistant');
    await expect(panel).toContainText("I'm CareBot, your AI companion.");

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open CareBot' })).toBeFocused();

    await page.getByRole('button', { name: 'Open CareBot' }).click();
    await panel.getByRole('link', { name: 'Open the full CareBot page' }).click();
    await expect(page).toHaveURL(/\/app\/carebot$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CareBot' })).toBeVisible();
  });

  test('the old paths /carebot and /requests/:id resolve to their /app pages', async ({ page }) => {
    await page.goto('/carebot');
    await expect(page).toHaveURL(/\/app\/carebot$/);
    // The request page asks the server, which knows no request 42 (answered here: the session is fake).
    expectedProblems = [/status of 404/];
    await page.route('**/api/requests/42', (route) =>
      route.fulfill({
        status: 404,
        json: { status: 'error', message: 'Blood request not found.', code: 'NOT_FOUND' },
      }),
    );
    await page.goto('/requests/42');
    await expect(page).toHaveURL(/\/app\/requests\/42$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request not found' })).toBeVisible();
    await page.goto('/app/requests/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Blood Request' })).toBeVisible();
    await page.goto('/app/requests/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Blood Request' })).toBeVisible();
  });

  test('every /app page renders its heading', async ({ page }) => {
    const pages: Array<[string, string]> = [
      ['/app/profile', 'My Profile'],
      ['/app/sos', 'Emergency SOS'],
      ['/app/blood-banks', 'Blood Bank Directory'],
      ['/app/notifications', 'Notifications'],
      // Rewards are a donor's alone: this session is a patient's, who is refused them.
      ['/app/coupons', 'Access Denied'],
      ['/app/coupons-old', 'Access Denied'],
      ['/app/help', 'Help & Support'],
      ['/app/history', 'History'],
      ['/app/health-tips', 'Health Tips'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · RaktSetu`);
    }
    await page.goto('/app/no-such-page');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('Sign Out shows "Signing Out...", tells the server, clears the tokens and returns to /', async ({ page }) => {
    let logoutBody: unknown = null;
    await page.route('**/api/auth/logout', async (route) => {
      logoutBody = route.request().postDataJSON();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ status: 200, json: { status: 'success', data: null } });
    });
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('button', { name: 'Signing Out...' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thalassemia');
    expect(logoutBody).toEqual({ refresh_token: 'opaque-refresh-token' });
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  });
});

test.describe('donor session', () => {
  test('a donor sees Available Blood Requests', async ({ page }) => {
    await seedSession(page, { sub: 'donor-1', user_type: 'Donor', exp: inOneHour() });
    await page.goto('/app/requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Available Blood Requests' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Signed in as Donor')).toBeVisible();
  });
});
