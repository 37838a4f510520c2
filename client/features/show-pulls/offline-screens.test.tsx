import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../contracts/auth';
import type { ShowPullView } from '../../../contracts/show-pulls';
import { isOnline, noteAnswered } from '../../platform/connection';
import { DialogProvider } from '../../platform/dialogs';
import { createQueryClient } from '../../platform/query-client';
import { SessionProvider } from '../../platform/session';
import { showPullKey } from './api';
import { LinePage } from './line-page/line-page';
import { ShowPullPage } from './show-pull-page';

// The pages as shown, and what becomes of them when the pull is read again and that read fails.

const user: CurrentUser = {
  id: 1,
  name: 'Sam Staff',
  email: 'staff@example.com',
  initials: 'SS',
  role: 'staff',
  isAdmin: false,
  permissions: ['show-pulls.read', 'show-pulls.write'],
  canEdit: true,
  contact: null,
};

const view: ShowPullView = {
  event: {
    id: 7,
    show_name: 'Spring Gala',
    account_manager: null,
    prettyDateRange: 'May 1 - 2',
    isCancelled: false,
    isLocked: false,
  },
  showPull: { id: 3, name: 'Main Show Pull', event_id: 7, isMain: true, printURL: '', printLabelURL: '' },
  pulls: [],
  departments: [],
  eventItems: [],
  commitments: [],
  categories: [
    {
      id: 5,
      name: '1241',
      description: 'Wireless microphones',
      pullGroupName: null,
      department_id: 1,
      departmentTitle: 'Audio',
      isEditable: true,
      isSystem: false,
      showPullItemID: 11,
      bidQty: 4,
    },
  ],
  pullItems: [
    {
      id: 11,
      category_id: 5,
      quantity: 4,
      description: 'Wireless microphones',
      notes: '',
      writer_notes: '',
      weight: 1,
      ignore_weight_qty: 0,
      isCustom: false,
      minimum: { total: 0, dependencyQty: 0, systemQty: 0, crossRentedQty: 0 },
      stock: { owned: 100, heldElsewhere: 0 },
    },
  ],
  dependencies: [],
  dependencyAssignments: [],
  systems: [],
  systemAssignments: [],
  techs: [],
  totalWeight: 4,
  initialsProgress: 0,
};

/** What the router's error element would show: the page threw. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children;
  }
}

class NoStream {
  static CLOSED = 2;
  readyState = 0;
  onerror = null;
  addEventListener() {}
  close() {}
}

let client: QueryClient;
function show(path: string, { retry = true } = {}) {
  client = createQueryClient({ alert: async () => {}, confirm: async () => true, prompt: async () => null });
  if (!retry) client.setQueryDefaults(showPullKey(view.showPull.id), { retry: false });
  client.setQueryData(showPullKey(view.showPull.id), view);
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <DialogProvider>
          <MemoryRouter initialEntries={[path]}>
            <Boundary>
              <Routes>
                <Route path="/show-pulls/:id" element={<ShowPullPage />} />
                <Route path="/show-pulls/:id/lines/:lineId" element={<LinePage />} />
              </Routes>
            </Boundary>
          </MemoryRouter>
        </DialogProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** Every request from now on: the connection dropped (fetch throws), or the server fails (500). */
function network(kind: 'dropped' | 'fault') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (kind === 'dropped') throw new TypeError('Failed to fetch');
      return new Response('{"error":{"code":"internal","message":"Internal error"}}', { status: 500 });
    }),
  );
}

beforeEach(() => {
  vi.stubGlobal('EventSource', NoStream);
  document.head.innerHTML = '<meta name="csrf-token" content="tok">';
});
afterEach(async () => {
  cleanup();
  // A read still waiting for the connection must not go on into the next test.
  await client.cancelQueries();
  client.clear();
  noteAnswered();
  vi.unstubAllGlobals();
});

const pages = [
  ['the pull page', '/show-pulls/3', () => screen.getByRole('heading', { name: 'Bid Items' })],
  ['the line page', '/show-pulls/3/lines/11', () => screen.getByTestId('line-qty')],
] as const;

describe.each(pages)('%s, read again while it is shown', (_name, path, shown) => {
  it('keeps the pull on screen when the read meets a lost connection (it waits for the connection)', async () => {
    show(path);
    expect(shown()).toBeTruthy();
    network('dropped');
    void client.refetchQueries({ queryKey: showPullKey(3) });
    await vi.waitFor(() => expect(isOnline()).toBe(false));
    // Past the read's retries (1 s, then 2 s): it waits, paused, instead of failing.
    await vi.waitFor(() => expect(client.getQueryState(showPullKey(3))?.fetchStatus).toBe('paused'), {
      timeout: 4_000,
    });
    expect(shown()).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('keeps the pull on screen when the read fails outright (a server fault)', async () => {
    show(path, { retry: false });
    network('fault');
    await client.refetchQueries({ queryKey: showPullKey(3) });
    expect(client.getQueryState(showPullKey(3))?.status).toBe('error');
    expect(shown()).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
