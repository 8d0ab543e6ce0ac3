import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { decodeFilters, formatDisplayDate, type AllowedFilters } from '@karamu/shared';
import { sendJson, type Handler, type RecordedRequest } from '../../../test/test-server';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableFilter, DataTableProps } from './types';

/** Test data for DataTable: a guest list, a fake list endpoint and a rendered table. */

export type Guest = {
  id: string;
  name: string;
  phone: string;
  status: 'confirmed' | 'pending' | 'declined';
  created: string;
  note: string;
};

const STATUSES = ['confirmed', 'pending', 'declined'] as const;

/** Guest 1..count; created on 1..28 November 2026 in turn. */
export function makeGuests(count: number): Guest[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `g${i + 1}`,
    name: `Guest ${i + 1}`,
    phone: `+2547${String(i + 1).padStart(8, '0')}`,
    status: STATUSES[i % STATUSES.length] ?? 'pending',
    created: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T09:00:00.000Z`,
    note: '',
  }));
}

type GuestField = 'name' | 'phone' | 'status' | 'created';
const allowed: AllowedFilters<GuestField> = {
  name: ['ilike'],
  phone: ['ilike', 'eq'],
  status: ['in'],
  created: ['btn'],
};

function compareBy(sort: string) {
  const fields = sort
    .split(',')
    .filter(Boolean)
    .map((part) => ({ field: part.replace(/^-/, '') as keyof Guest, desc: part.startsWith('-') }));
  return (a: Guest, b: Guest) => {
    for (const { field, desc } of fields) {
      const order = a[field].localeCompare(b[field], 'en', { numeric: true });
      if (order !== 0) return desc ? -order : order;
    }
    return 0;
  };
}

/** The list endpoint's contract over an array: filters, sort, page and size. */
export function serveGuests(guests: readonly Guest[]): Handler {
  return (request, res) => {
    const url = new URL(request.url, 'http://test.invalid');
    if (url.pathname !== '/api/guests') return sendJson(res, 404, { message: 'Not found' });
    const decoded = decodeFilters(url.searchParams.getAll('filter'), allowed);
    if (!decoded.ok) return sendJson(res, 400, { message: decoded.errors[0]?.message });
    const { search, options, dateRanges } = decoded.filters;
    const matches = guests.filter((guest) => {
      const found =
        search.length === 0 ||
        search.some(({ field, operator, value }) =>
          operator === 'eq'
            ? guest[field] === value
            : guest[field].toLowerCase().includes(value.toLowerCase()),
        );
      const day = guest.created.slice(0, 10);
      return (
        found &&
        options.every(({ field, values }) => values.includes(guest[field])) &&
        dateRanges.every(({ from, to }) => (!from || day >= from) && (!to || day <= to))
      );
    });
    const sorted = [...matches].sort(compareBy(url.searchParams.get('sort') ?? ''));
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const items = sorted.slice((page - 1) * size, page * size);
    sendJson(res, 200, { items, total: matches.length, page, size });
  };
}

/** The query of each list request the table made, oldest first. */
export function listRequests(requests: readonly RecordedRequest[]): URLSearchParams[] {
  return requests
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api/guests?'))
    .map((r) => new URL(r.url, 'http://test.invalid').searchParams);
}

const guestColumns: DataTableColumn<Guest>[] = [
  { id: 'name', header: 'Name', cell: (g) => g.name, csv: (g) => g.name, sortable: true },
  { id: 'phone', header: 'Phone', cell: (g) => g.phone, csv: (g) => g.phone, hideable: true },
  { id: 'status', header: 'Status', cell: (g) => g.status, csv: (g) => g.status },
  {
    id: 'created',
    header: 'Created',
    cell: (g) => formatDisplayDate(g.created),
    csv: (g) => g.created.slice(0, 10),
    sortable: true,
  },
  {
    id: 'note',
    header: 'Note',
    cell: (g) => g.note,
    csv: (g) => g.note,
    hideable: true,
    defaultHidden: true,
  },
];

const guestFilters: DataTableFilter[] = [
  {
    kind: 'options',
    field: 'status',
    label: 'Status',
    multiple: true,
    options: [
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'pending', label: 'Pending' },
      { value: 'declined', label: 'Declined' },
    ],
  },
  { kind: 'date-range', field: 'created', label: 'Created' },
];

/** A DataTable of guests at `path` (its query string is the table's state). */
export function renderGuestTable(props: Partial<DataTableProps<Guest>> = {}, path = '/guests') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const download = vi.fn<(fileName: string, csv: string) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '/guests',
        element: (
          <DataTable<Guest>
            label="Guests"
            noun={{ one: 'guest', other: 'guests' }}
            queryKey={['guests', 'list']}
            endpoint="/guests"
            columns={guestColumns}
            filters={guestFilters}
            searchConfig={{ searchFields: ['name'], exactFields: ['phone'] }}
            getRowId={(g) => g.id}
            getRowLabel={(g) => g.name}
            defaultSort="-created"
            pageSizes={[20, 50, 100, 1000, 10000]}
            defaultPageSize={20}
            download={download}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    ...view,
    user: userEvent.setup(),
    router,
    queryClient,
    download,
    /** The page's current query string, decoded. */
    location: () => new URLSearchParams(router.state.location.search),
  };
}
