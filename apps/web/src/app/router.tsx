import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { RouteErrorScreen } from './error-boundary.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { GuestOnlyRoute } from './routes/guest-only-route.tsx';
import { LegacyRequestRedirect } from './routes/legacy-redirects.tsx';
import { ProtectedRoute } from './routes/protected-route.tsx';
import { RouteSuspense } from './routes/route-suspense.tsx';
import { StaffGoToBank } from './routes/staff-go-to-bank.tsx';
import { ADMIN_ROLE, COORDINATOR_ROLE, DONOR_ROLE, PATIENT_ROLE, STAFF_ROLE } from './layouts/nav-links.ts';

// Only the landing page is in the entry; sign-in, every other page and the signed-in shell load on demand, so a first visit stays within the budget of .size-limit.cjs (docs/decisions/0022-first-page-budget.md).
const LoginPage = lazyPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage', {
  firstPageTexts: true,
});
const RegisterPage = lazyPage(() => import('../features/auth/components/register-page.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/components/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/components/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const AuthCallbackPage = lazyPage(
  () => import('../features/auth/components/auth-callback-page.tsx'),
  'AuthCallbackPage',
);
const UndoEmailChangePage = lazyPage(
  () => import('../features/auth/components/undo-email-change-page.tsx'),
  'UndoEmailChangePage',
);
const SignInLinkPage = lazyPage(() => import('../features/auth/components/sign-in-link-page.tsx'), 'SignInLinkPage');
const AppLayout = lazyPage(() => import('./layouts/app-layout.tsx'), 'AppLayout');
const DashboardPage = lazyPage(() => import('../features/dashboard/components/dashboard-page.tsx'), 'DashboardPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page.tsx'), 'ProfilePage');
const RequestsPage = lazyPage(() => import('../features/requests/components/requests-page.tsx'), 'RequestsPage');
const CreateRequestPage = lazyPage(
  () => import('../features/requests/components/create-request-page.tsx'),
  'CreateRequestPage',
);
const RequestDetailPage = lazyPage(
  () => import('../features/requests/components/request-detail-page.tsx'),
  'RequestDetailPage',
);
const BankPage = lazyPage(() => import('../features/bank/components/bank-page.tsx'), 'BankPage');
const SosPage = lazyPage(() => import('../features/sos/components/sos-page.tsx'), 'SosPage');
const DonorsPage = lazyPage(() => import('../features/donors/components/donors-page.tsx'), 'DonorsPage');
const BloodBanksPage = lazyPage(
  () => import('../features/blood-banks/components/blood-banks-page.tsx'),
  'BloodBanksPage',
);
const CarebotPage = lazyPage(() => import('../features/carebot/components/carebot-page.tsx'), 'CarebotPage');
const NotificationsPage = lazyPage(
  () => import('../features/notifications/components/notifications-page.tsx'),
  'NotificationsPage',
);
const CouponsPage = lazyPage(() => import('../features/coupons/components/coupons-page.tsx'), 'CouponsPage');
const CouponsOldPage = lazyPage(() => import('../features/coupons/components/coupons-old-page.tsx'), 'CouponsOldPage');
const AdminPartnersPage = lazyPage(
  () => import('../features/admin/components/admin-partners-page.tsx'),
  'AdminPartnersPage',
);
const SettingsPage = lazyPage(() => import('../features/settings/components/settings-page.tsx'), 'SettingsPage');
const HelpPage = lazyPage(() => import('../features/help/components/help-page.tsx'), 'HelpPage');
const HistoryPage = lazyPage(() => import('../features/history/components/history-page.tsx'), 'HistoryPage');
const HealthTipsPage = lazyPage(
  () => import('../features/health-tips/components/health-tips-page.tsx'),
  'HealthTipsPage',
);
const BridgePage = lazyPage(() => import('../features/bridge/components/bridge-page.tsx'), 'BridgePage');
const MyBridgesPage = lazyPage(
  () => import('../features/bridge-membership/components/my-bridges-page.tsx'),
  'MyBridgesPage',
);
const JoinBridgePage = lazyPage(
  () => import('../features/bridge-membership/components/join-bridge-page.tsx'),
  'JoinBridgePage',
);
const CoordinatorPage = lazyPage(
  () => import('../features/coordinator/components/coordinator-page.tsx'),
  'CoordinatorPage',
);

/** Every page of docs/product.md, and the older spellings of some paths (they redirect). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            element: (
              <GuestOnlyRoute>
                <LandingPage />
              </GuestOnlyRoute>
            ),
          },
          {
            path: 'login',
            element: (
              <GuestOnlyRoute>
                <LoginPage />
              </GuestOnlyRoute>
            ),
          },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'auth/callback', element: <AuthCallbackPage /> },
          { path: 'auth/undo-email-change', element: <UndoEmailChangePage /> },
          { path: 'auth/sign-in-link', element: <SignInLinkPage /> },
        ],
      },
      {
        path: 'app',
        element: (
          <ProtectedRoute>
            <RouteSuspense>
              <AppLayout />
            </RouteSuspense>
          </ProtectedRoute>
        ),
        children: [
          { index: true, element: <Navigate to="/app/dashboard" replace /> },
          {
            path: 'dashboard',
            element: (
              <StaffGoToBank>
                <DashboardPage />
              </StaffGoToBank>
            ),
          },
          {
            path: 'bank',
            element: (
              <ProtectedRoute allowedRoles={[STAFF_ROLE]}>
                <BankPage />
              </ProtectedRoute>
            ),
          },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'requests', element: <RequestsPage /> },
          { path: 'requests/new', element: <CreateRequestPage /> },
          { path: 'requests/create', element: <CreateRequestPage /> },
          { path: 'requests/:id', element: <RequestDetailPage /> },
          { path: 'sos', element: <SosPage /> },
          { path: 'donors', element: <DonorsPage /> },
          { path: 'blood-banks', element: <BloodBanksPage /> },
          { path: 'carebot', element: <CarebotPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
          // Rewards are a donor's alone: a patient or staff member opening them gets Access Denied.
          {
            path: 'coupons',
            element: (
              <ProtectedRoute allowedRoles={[DONOR_ROLE]}>
                <CouponsPage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'coupons-old',
            element: (
              <ProtectedRoute allowedRoles={[DONOR_ROLE]}>
                <CouponsOldPage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'admin/partners',
            element: (
              <ProtectedRoute allowedRoles={[ADMIN_ROLE]}>
                <AdminPartnersPage />
              </ProtectedRoute>
            ),
          },
          // Blood Bridge: the patient's plan and team; a donor's bridges; joining by an invitation link or QR code.
          {
            path: 'bridge',
            element: (
              <ProtectedRoute allowedRoles={[PATIENT_ROLE]}>
                <BridgePage />
              </ProtectedRoute>
            ),
          },
          {
            path: 'bridges',
            element: (
              <ProtectedRoute allowedRoles={[DONOR_ROLE]}>
                <MyBridgesPage />
              </ProtectedRoute>
            ),
          },
          { path: 'bridge/join/:code', element: <JoinBridgePage /> },
          {
            path: 'coordinator',
            element: (
              <ProtectedRoute allowedRoles={[COORDINATOR_ROLE, ADMIN_ROLE]}>
                <CoordinatorPage />
              </ProtectedRoute>
            ),
          },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'history', element: <HistoryPage /> },
          { path: 'health-tips', element: <HealthTipsPage /> },
        ],
      },
      { path: 'carebot', element: <Navigate to="/app/carebot" replace /> },
      { path: 'requests/:id', element: <LegacyRequestRedirect /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
