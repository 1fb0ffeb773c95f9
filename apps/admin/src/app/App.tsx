import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ErrorNotice } from '@/components/ErrorNotice';
import { Loading, NotFound } from '@/components/StateNotices';
import { AdminRequestError } from '@/lib/admin-client';
import { LanguageProvider } from '@/lib/i18n';
import { SessionProvider, staffMeKey, useStaff, useStaffMeQuery } from '@/lib/session';
import { PasswordChange } from '@/screens/sign-in/PasswordChange';
import { SignIn } from '@/screens/sign-in/SignIn';
import { TotpEnrolment } from '@/screens/sign-in/TotpEnrolment';
import { Layout } from './Layout';
import { RequireCapability } from './RequireCapability';

// Each area is its own chunk, loaded when first opened: a store employee never loads the catalogue's.
const AccountScreens = lazy(() =>
  import('@/screens/account').then((m) => ({ default: m.AccountScreens })),
);
const AuditScreens = lazy(() =>
  import('@/screens/audit').then((m) => ({ default: m.AuditScreens })),
);
const CatalogScreens = lazy(() =>
  import('@/screens/catalog').then((m) => ({ default: m.CatalogScreens })),
);
const ContentScreens = lazy(() =>
  import('@/screens/content').then((m) => ({ default: m.ContentScreens })),
);
const CustomersScreens = lazy(() =>
  import('@/screens/customers').then((m) => ({ default: m.CustomersScreens })),
);
const DashboardScreen = lazy(() =>
  import('@/screens/dashboard').then((m) => ({ default: m.DashboardScreen })),
);
const MailScreens = lazy(() => import('@/screens/mail').then((m) => ({ default: m.MailScreens })));
const OrdersScreens = lazy(() =>
  import('@/screens/orders').then((m) => ({ default: m.OrdersScreens })),
);
const ReservationsScreens = lazy(() =>
  import('@/screens/reservations').then((m) => ({ default: m.ReservationsScreens })),
);
const ReturnsScreens = lazy(() =>
  import('@/screens/returns').then((m) => ({ default: m.ReturnsScreens })),
);
const StaffScreens = lazy(() =>
  import('@/screens/staff').then((m) => ({ default: m.StaffScreens })),
);

/** A session that ends (idle, deactivated, signed out elsewhere) sends every screen to sign-in. */
function createClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof AdminRequestError) && count < 2,
        refetchOnWindowFocus: true,
      },
    },
    queryCache: new QueryCache({ onError: (error) => signedOutBy(error) }),
    mutationCache: new MutationCache({ onError: (error) => signedOutBy(error) }),
  });
  function signedOutBy(error: unknown) {
    if (error instanceof AdminRequestError && error.code === 'UNAUTHENTICATED') {
      void client.invalidateQueries({ queryKey: staffMeKey });
    }
  }
  return client;
}

export function App() {
  const [client] = useState(createClient);
  return (
    <QueryClientProvider client={client}>
      <LanguageProvider>
        <BrowserRouter basename="/admin">
          <SessionGate />
        </BrowserRouter>
      </LanguageProvider>
    </QueryClientProvider>
  );
}

/** Signed out: sign-in. Restricted (ADR 0028): only the step the account still needs. */
function SessionGate() {
  const session = useStaffMeQuery();
  if (session.isPending) return <Loading />;
  if (session.error) {
    return (
      <main className="p-6">
        <ErrorNotice error={session.error} onRetry={() => void session.refetch()} />
      </main>
    );
  }
  const me = session.data;
  if (!me) return <SignIn />;
  if (me.restriction === 'TOTP_ENROLMENT') return <TotpEnrolment />;
  if (me.restriction === 'PASSWORD_CHANGE') return <PasswordChange />;
  return (
    <SessionProvider me={me}>
      <Layout>
        <Suspense fallback={<Loading />}>
          <AreaRoutes />
        </Suspense>
      </Layout>
    </SessionProvider>
  );
}

function AreaRoutes() {
  const me = useStaff();
  return (
    <Routes>
      <Route
        index
        element={
          me.staff.role === 'STORE_EMPLOYEE' ? (
            <Navigate to="/reservations" replace />
          ) : (
            <RequireCapability capability="orders" shopWide>
              <DashboardScreen />
            </RequireCapability>
          )
        }
      />
      <Route path="orders/*" element={guarded('orders', <OrdersScreens />)} />
      <Route path="reservations/*" element={guarded('reservations', <ReservationsScreens />)} />
      <Route path="returns/*" element={guarded('returns', <ReturnsScreens />)} />
      <Route path="catalog/*" element={guarded('catalog', <CatalogScreens />)} />
      <Route path="content/*" element={guarded('content', <ContentScreens />)} />
      <Route path="customers/*" element={guarded('customers', <CustomersScreens />)} />
      <Route path="mail/*" element={guarded('customers', <MailScreens />)} />
      <Route path="staff/*" element={guarded('staff', <StaffScreens />)} />
      <Route path="audit/*" element={guarded('audit', <AuditScreens />)} />
      <Route path="account/*" element={<AccountScreens />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function guarded(
  capability: Parameters<typeof RequireCapability>[0]['capability'],
  screen: ReactElement,
) {
  return <RequireCapability capability={capability}>{screen}</RequireCapability>;
}
