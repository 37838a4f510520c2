import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { CurrentUser } from '../contracts/auth';
import { DialogProvider } from './platform/dialogs';
import { AppShell } from './platform/layout/app-shell';
import { NotFoundPage } from './platform/layout/not-found-page';
import { RouteError } from './platform/layout/route-error';
import { createQueryClient } from './platform/query-client';
import { SessionProvider } from './platform/session';

/** Each area is its own chunk, loaded when its route is first visited. */
const router = createBrowserRouter([
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./features/auth/login-page')).LoginPage }),
  },
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./features/events/events-page')).EventsPage }),
      },
      {
        path: 'events/:id',
        lazy: async () => ({ Component: (await import('./features/events/event-page')).EventPage }),
      },
      {
        path: 'show-pulls/:id',
        lazy: async () => ({
          Component: (await import('./features/show-pulls/show-pull-page')).ShowPullPage,
        }),
      },
      {
        path: 'gear-requests/sort/:eventId',
        lazy: async () => ({
          Component: (await import('./features/show-pulls/gear-requests-page')).GearRequestsPage,
        }),
      },
      {
        path: 'comments',
        lazy: async () => ({
          Component: (await import('./features/comments/unresolved-comments-page')).UnresolvedCommentsPage,
        }),
      },
      {
        path: 'tech-roles',
        lazy: async () => ({
          Component: (await import('./features/tech-roles/tech-roles-page')).TechRolesPage,
        }),
      },
      {
        path: 'days-unavailable/:contactId?',
        lazy: async () => ({
          Component: (await import('./features/days-unavailable/days-unavailable-page')).DaysUnavailablePage,
        }),
      },
      {
        path: 'labor-invites',
        lazy: async () => ({
          Component: (await import('./features/labor-invites/labor-invites-page')).LaborInvitesPage,
        }),
      },
      ...['xbook', 'xbook/departments/:departmentId', 'xbook/folders/:folderId'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('./features/xbook/xbook-page')).XbookPage }),
      })),
      {
        path: 'xbook/sheets/:id',
        lazy: async () => ({ Component: (await import('./features/xbook/sheet-page')).SheetPage }),
      },
      {
        path: 'flow/techs',
        lazy: async () => ({ Component: (await import('./features/flow/flow-page')).FlowPage }),
      },
      {
        path: 'outbox',
        lazy: async () => ({ Component: (await import('./features/outbox/outbox-page')).OutboxPage }),
      },
      {
        path: 'error-reports',
        lazy: async () => ({
          Component: (await import('./features/error-reports/error-reports-page')).ErrorReportsPage,
        }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);

export function App({ user }: { user: CurrentUser | null }) {
  return (
    <StrictMode>
      <SessionProvider user={user}>
        <QueryClientProvider client={createQueryClient()}>
          <DialogProvider>
            <RouterProvider router={router} />
          </DialogProvider>
        </QueryClientProvider>
      </SessionProvider>
    </StrictMode>
  );
}
