import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, useState } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  RouterProvider,
  redirect,
} from 'react-router';
import type { CurrentUser } from '../contracts/auth';
import { prefetchEvents } from './features/events/prefetch';
// In the first bundle (its contract, about 12 KB), so the read starts before the screen's chunk is in.
import { prefetchPull } from './features/show-pulls/prefetch';
import { DialogProvider, useDialogs } from './platform/dialogs';
import { AppShell } from './platform/layout/app-shell';
import { AreaGate } from './platform/layout/no-access-page';
import { NotFoundPage } from './platform/layout/not-found-page';
import { RouteError } from './platform/layout/route-error';
import { createQueryClient, dialogsBoundLater } from './platform/query-client';
import { SessionProvider } from './platform/session';

// Made before the first screen, so a route can start its read while its code loads.
const lateDialogs = dialogsBoundLater();
const queryClient = createQueryClient(lateDialogs.dialogs);

/** Starts a screen's read; the screen's own query then finds it under way (or done). */
type Prefetch = (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A route whose screen is its own chunk, loaded when first visited. While the chunk loads on the
 * first page of a visit the route shows "Loading…" (React Router asks for this fallback, and warns
 * on every page load without it). `gate` names the menu entry whose roles may open the page.
 * `prefetch` starts the screen's read beside the chunk (a static loader runs in parallel with
 * `lazy`) instead of after it; it returns at once, so nothing waits for it.
 */
function page(
  path: string | undefined,
  load: () => Promise<ComponentType>,
  wrap?: (screen: ReactNode) => ReactNode,
  prefetch?: Prefetch,
): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    ...(prefetch && {
      loader: (args: LoaderFunctionArgs) => {
        void prefetch(queryClient, args).catch(() => undefined);
        return null;
      },
      // Again only for another record (a stream opened for a changed search would wait unused).
      shouldRevalidate: ({ currentParams, nextParams }) =>
        JSON.stringify(currentParams) !== JSON.stringify(nextParams),
    }),
    hydrateFallbackElement: <p className="muted">Loading…</p>,
    lazy: async () => {
      const Screen = await load();
      return { Component: wrap ? () => wrap(<Screen />) : Screen };
    },
  };
}
const gate = (to: string) => (screen: ReactNode) => <AreaGate to={to}>{screen}</AreaGate>;

const router = createBrowserRouter([
  page('/login', async () => (await import('./features/auth/login-page')).LoginPage),
  // Opened without being signed in: the first run and the password links (features/users).
  page('/setup', async () => (await import('./features/users/account-pages')).SetupPage),
  page(
    '/account/set-password/:token',
    async () => (await import('./features/users/account-pages')).SetPasswordPage,
  ),
  page('/account/forgot', async () => (await import('./features/users/account-pages')).ForgotPage),
  page('/account/reset/:token', async () => (await import('./features/users/account-pages')).ResetPage),
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      page(
        undefined,
        async () => (await import('./features/events/events-page')).EventsPage,
        undefined,
        prefetchEvents,
      ),
      // The list of events is the home page; /events (typed, or an event page's address cut short) is it.
      { path: 'events', loader: ({ request }) => redirect(`/${new URL(request.url).search}`) },
      page('events/:id', async () => (await import('./features/events/event-page')).EventPage),
      page(
        'events/:id/call-sheet',
        async () => (await import('./features/events/call-sheet/call-sheet-page')).CallSheetPage,
      ),
      page(
        'show-pulls/:id',
        async () => (await import('./features/show-pulls/show-pull-page')).ShowPullPage,
        undefined,
        prefetchPull,
      ),
      page('show-pulls/:id/prep', async () => (await import('./features/warehouse/prep-page')).PrepPage),
      page(
        'show-pulls/:id/lines/:lineId',
        async () => (await import('./features/show-pulls/line-page/line-page')).LinePage,
      ),
      {
        // The gear requests screen is drawn once its event is known (an unknown id is a page).
        ...page('gear-requests/sort/:eventId', async () => {
          const [{ GearRequestsPage }, { EventGate }] = await Promise.all([
            import('./features/show-pulls/gear-requests-page'),
            import('./features/events/public'),
          ]);
          return () => (
            <EventGate>
              <GearRequestsPage />
            </EventGate>
          );
        }),
      },
      page(
        'comments',
        async () => (await import('./features/comments/unresolved-comments-page')).UnresolvedCommentsPage,
        gate('/comments'),
      ),
      page(
        'tech-roles',
        async () => (await import('./features/tech-roles/tech-roles-page')).TechRolesPage,
        gate('/tech-roles'),
      ),
      page(
        'days-unavailable/:contactId?',
        async () => (await import('./features/days-unavailable/days-unavailable-page')).DaysUnavailablePage,
        gate('/days-unavailable'),
      ),
      page(
        'availability-requests',
        async () => (await import('./features/crew-availability/requests-page')).AvailabilityRequestsPage,
        gate('/availability-requests'),
      ),
      page(
        'labor-invites',
        async () => (await import('./features/labor-invites/labor-invites-page')).LaborInvitesPage,
        gate('/labor-invites'),
      ),
      ...['xbook', 'xbook/departments/:departmentId', 'xbook/folders/:folderId'].map((path) =>
        page(path, async () => (await import('./features/xbook/xbook-page')).XbookPage),
      ),
      page('xbook/sheets/:id', async () => {
        // The sheet page shows show pulls' "Add to a pull…", handed over here (see SheetPage).
        const [{ SheetPage }, { AddSheetToPullButton }] = await Promise.all([
          import('./features/xbook/sheet-page'),
          import('./features/show-pulls/public'),
        ]);
        return () => <SheetPage addToPull={AddSheetToPullButton} />;
      }),
      page('account', async () => (await import('./features/auth/account-page')).AccountPage),
      page('my-jobs', async () => (await import('./features/offers/my-jobs-page')).MyJobsPage),
      page('flow/techs', async () => {
        // The calendar's first lines are asked for while its code loads (features/flow/prefetch.ts).
        const search = window.location.pathname === '/flow/techs' ? window.location.search : null;
        if (search !== null)
          import('./features/flow/prefetch').then((m) => m.prefetchFlow(search)).catch(() => {});
        return (await import('./features/flow/flow-page')).FlowPage;
      }),
      page('outbox', async () => (await import('./features/outbox/outbox-page')).OutboxPage, gate('/outbox')),
      page(
        'warehouse/cases/:number?',
        async () => (await import('./features/warehouse/cases-page')).CasesPage,
        gate('/warehouse/cases'),
      ),
      page('users', async () => (await import('./features/users/users-page')).UsersPage, gate('/users')),
      page(
        'error-reports',
        async () => (await import('./features/error-reports/error-reports-page')).ErrorReportsPage,
        gate('/error-reports'),
      ),
      page(
        'api-tokens',
        async () => (await import('./features/api-tokens/api-tokens-page')).ApiTokensPage,
        gate('/api-tokens'),
      ),
      page(
        'webhooks',
        async () => (await import('./features/webhooks/webhooks-page')).WebhooksPage,
        gate('/webhooks'),
      ),
      page(
        'catalog/:kind?',
        async () => (await import('./features/catalog/catalog-page')).CatalogPage,
        gate('/catalog'),
      ),
      page(
        'labor-rates',
        async () => (await import('./features/labor-cost/labor-rates-page')).LaborRatesPage,
        gate('/labor-rates'),
      ),
      page('people', async () => (await import('./features/people/people-page')).PeoplePage, gate('/people')),
      { path: '*', Component: NotFoundPage },
    ],
  },
]);

/** The query client sends unhandled failures to the app's own dialogs (refusals.ts). */
function QueryProvider({ children }: { children: ReactNode }) {
  const dialogs = useDialogs();
  useState(() => lateDialogs.bind(dialogs));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function App({ user }: { user: CurrentUser | null }) {
  return (
    <StrictMode>
      <SessionProvider user={user}>
        <DialogProvider>
          <QueryProvider>
            <RouterProvider router={router} />
          </QueryProvider>
        </DialogProvider>
      </SessionProvider>
    </StrictMode>
  );
}
