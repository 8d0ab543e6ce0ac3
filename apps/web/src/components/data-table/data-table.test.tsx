import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate } from '@karamu/shared';
import { sendJson, setupApiServer } from '../../../test/test-server';
import {
  listRequests,
  makeGuests,
  renderGuestTable,
  serveGuests,
  type Guest,
} from '../../../test/fixtures/guest-fixtures';
import { UTF8_BOM } from './csv';

const server = setupApiServer();
beforeEach(() => {
  server.route = serveGuests(makeGuests(45));
});

const requests = () => listRequests(server.requests);
const lastRequest = () => requests().at(-1) ?? new URLSearchParams();
const table = () => screen.getByRole('table', { name: 'Guests' });
/** The names of the drawn rows, top to bottom. */
const shownNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByText(/^Guest \d+$/).textContent);

/**
 * For waits that span module imports (the first render) or several requests (export): a
 * guard against a hang, not a speed check, so generous for a loaded machine (3 s ran out there).
 */
const SLOW = { timeout: 10_000 };

/** Until the first page is drawn. */
const waitForRows = () =>
  waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1), SLOW);

describe('DataTable: loading and showing a page', () => {
  it('asks for the first page with the default sort and shows the range', async () => {
    renderGuestTable();
    await waitForRows();
    const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    expect(lastRequest().toString()).toBe(
      `page=1&size=20&sort=-created&tz=${encodeURIComponent(readerZone)}`,
    );
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    expect(table()).toHaveAttribute('aria-rowcount', '21');
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('1–20 of 45')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('asks only for the fields it needs and draws row actions in a last column', async () => {
    renderGuestTable({
      fields: ['id', 'name', 'status', 'created'],
      rowActions: (guest) => <button type="button">Edit {guest.name}</button>,
    });
    await waitForRows();
    expect(lastRequest().get('fields')).toBe('id,name,status,created');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Guest 28' })).toBeVisible();
  });

  it('shows skeleton rows while the first page loads', async () => {
    server.route = () => {}; // never answers
    renderGuestTable();
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Loading guests…')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(1);
  });

  it('shows the error with Retry, which asks again', async () => {
    let fail = true;
    const guests = serveGuests(makeGuests(3));
    server.route = (request, res) =>
      fail ? sendJson(res, 500, { error: 'database down' }) : guests(request, res);
    const { user } = renderGuestTable();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the guests');
    expect(alert).toHaveTextContent('Something Went Wrong, please try again');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitForRows();
    expect(shownNames()).toHaveLength(3);
    expect(requests()).toHaveLength(2);
  });

  it('says "No guests yet" for an empty list', async () => {
    server.route = serveGuests([]);
    renderGuestTable();
    expect(await screen.findByText('No guests yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Guests pages' })).not.toBeInTheDocument();
  });
});

describe('DataTable: search and filters', () => {
  it('searches after typing pauses, in the URL (replacing) and in the filter params', async () => {
    const { user, location, router } = renderGuestTable();
    await waitForRows();
    await user.type(screen.getByRole('searchbox', { name: 'Search guests' }), 'guest 4');

    await waitFor(() => expect(location().get('q')).toBe('guest 4'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(lastRequest().getAll('filter')).toEqual(['name:ilike:guest 4']));
    // Debounced: one request for the whole word, not one per keystroke.
    expect(requests()).toHaveLength(2);
    await waitFor(() =>
      expect(shownNames()).toEqual([45, 44, 43, 42, 41, 40, 4].map((n) => `Guest ${n}`)),
    );
  });

  it('searches exact-match keys too when the text is a number', async () => {
    const { user } = renderGuestTable();
    await waitForRows();
    await user.type(screen.getByRole('searchbox', { name: 'Search guests' }), '254700000007');
    await waitFor(() =>
      expect(lastRequest().getAll('filter')).toEqual([
        'name:ilike:254700000007',
        'phone:eq:254700000007',
      ]),
    );
  });

  it('filters by options, pushing a history entry and going back to page 1', async () => {
    const { user, location, router } = renderGuestTable({}, '/guests?page=2');
    await waitForRows();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Confirmed' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Declined' }));

    await waitFor(() => expect(location().getAll('f.status')).toEqual(['confirmed', 'declined']));
    expect(location().get('page')).toBeNull();
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() =>
      expect(lastRequest().getAll('filter')).toEqual(['status:in:confirmed,declined']),
    );
    expect(lastRequest().get('page')).toBe('1');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Status: 2 selected' })).toBeVisible();
    await waitFor(() => expect(screen.getByText('1–20 of 30')).toBeVisible());
  });

  it('filters by a single option, with Any to let every value through', async () => {
    const { user, location } = renderGuestTable({
      filters: [
        {
          kind: 'options',
          field: 'status',
          label: 'Status',
          options: [
            { value: 'confirmed', label: 'Confirmed' },
            { value: 'pending', label: 'Pending' },
          ],
        },
      ],
    });
    await waitForRows();
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Pending' }));
    await waitFor(() => expect(lastRequest().getAll('filter')).toEqual(['status:in:pending']));
    expect(location().getAll('f.status')).toEqual(['pending']);

    await user.click(screen.getByRole('button', { name: 'Status: Pending' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Any' }));
    await waitFor(() => expect(lastRequest().getAll('filter')).toEqual([]));
  });

  it('reads a bookmarked view: date range, options and search', async () => {
    renderGuestTable({}, '/guests?q=guest&f.status=pending&d.created=2026-11-01%2C2026-11-07');
    await waitForRows();
    expect(lastRequest().getAll('filter')).toEqual([
      'name:ilike:guest',
      'created:btn:2026-Nov-01,2026-Nov-07',
      'status:in:pending',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search guests' })).toHaveValue('guest');
    expect(screen.getByRole('button', { name: 'Created: 1 Nov 2026 – 7 Nov 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Status: Pending' })).toBeVisible();
  });

  it('picks a date range on a calendar whose weeks start on Sunday', async () => {
    const { user, location } = renderGuestTable({}, '/guests?d.created=2026-11-03%2C');
    await waitForRows();
    await user.click(screen.getByRole('button', { name: 'Created: from 3 Nov 2026' }));
    const calendar = await screen.findByRole('dialog', { name: 'Created' });
    // The weekday row is hidden from assistive technology; each day button names its date.
    const [firstWeekday] = within(calendar).getAllByRole('columnheader', { hidden: true });
    expect(firstWeekday).toHaveAttribute('aria-label', 'Sunday');
    await user.click(within(calendar).getByRole('button', { name: /November 10th, 2026/ }));
    await waitFor(() => expect(location().get('d.created')).toBe('2026-11-03,2026-11-10'));
    await waitFor(() =>
      expect(lastRequest().getAll('filter')).toEqual(['created:btn:2026-Nov-03,2026-Nov-10']),
    );
    await user.click(within(calendar).getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(location().get('d.created')).toBeNull());
  });

  it('tells an empty result from an empty list, and Clear filters brings the rows back', async () => {
    const { user, location } = renderGuestTable({}, '/guests?q=nobody&f.status=pending');
    expect(await screen.findByText('No guests match these filters')).toBeVisible();
    const [inMessage] = within(table()).getAllByRole('button', { name: 'Clear filters' });
    await user.click(inMessage as HTMLElement);

    await waitForRows();
    expect(location().toString()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search guests' })).toHaveValue('');
    expect(lastRequest().getAll('filter')).toEqual([]);
  });
});

describe('DataTable: sorting and paging', () => {
  it('sorts by a header, toggling the direction, with aria-sort', async () => {
    const { user, location } = renderGuestTable();
    await waitForRows();
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastRequest().get('sort')).toBe('name'));
    expect(location().get('sort')).toBe('name');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(shownNames()[0]).toBe('Guest 1'));

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastRequest().get('sort')).toBe('-name'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(shownNames()[0]).toBe('Guest 45'));
  });

  it('adds a second sort field on shift-click', async () => {
    const { user } = renderGuestTable();
    await waitForRows();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(lastRequest().get('sort')).toBe('-created,name'));
  });

  it('pages forward and back, and changes the page size keeping the first row in view', async () => {
    const { user, location } = renderGuestTable({}, '/guests?sort=name');
    await waitForRows();
    const pages = screen.getByRole('navigation', { name: 'Guests pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Guest 21'));
    expect(within(pages).getByText('21–40 of 45')).toBeVisible();
    expect(lastRequest().get('page')).toBe('2');
    expect(location().get('page')).toBe('2');

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(within(pages).getByText('41–45 of 45')).toBeVisible());
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(within(pages).getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(within(pages).getByText('1–45 of 45')).toBeVisible());
    expect(lastRequest().get('size')).toBe('50');
    expect(location().get('page')).toBeNull();
  });

  it('moves a bookmarked page past the end to the last page', async () => {
    const { location } = renderGuestTable({}, '/guests?page=9');
    await waitFor(() => expect(location().get('page')).toBe('3'));
    await waitFor(() => expect(screen.getByText('41–45 of 45')).toBeVisible());
  });
});

describe('DataTable: columns', () => {
  it('shows and hides columns from the menu, in the URL', async () => {
    const { user, location } = renderGuestTable();
    await waitForRows();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Phone' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Note' }));
    await waitFor(() => expect(location().get('hide')).toBe('phone'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
  });

  it('keeps two tables on one page apart with a parameter prefix', async () => {
    const { user, location } = renderGuestTable({ paramPrefix: 'g.' }, '/guests?page=5');
    await waitForRows();
    expect(lastRequest().get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location().toString()).toBe('page=5&g.page=2'));
  });
});

describe('DataTable: selection and bulk actions', () => {
  it('hands the chosen rows to a bulk action and clears the selection after', async () => {
    const remind = vi.fn<(rows: Guest[]) => Promise<void>>().mockResolvedValue();
    const { user } = renderGuestTable(
      { bulkActions: [{ label: 'Send reminder', run: remind }] },
      '/guests?sort=name',
    );
    await waitForRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select Guest 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Guest 5' }));
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    expect(screen.getByText('2 guests selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(remind).toHaveBeenCalledTimes(1);
    expect(remind.mock.calls[0]?.[0].map((g) => g.name)).toEqual(['Guest 2', 'Guest 5']);
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select Guest 2' })).not.toBeChecked();
  });

  it('asks before a destructive action; select all takes the whole page', async () => {
    const remove = vi.fn<(rows: Guest[]) => void>();
    const { user } = renderGuestTable({
      bulkActions: [{ label: 'Delete', destructive: true, run: remove }],
    });
    await waitForRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('20 guests selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 20 guests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByText('20 guests selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.calls[0]?.[0]).toHaveLength(20);
  });

  it('forgets the selection when the filter changes', async () => {
    const { user } = renderGuestTable({ bulkActions: [{ label: 'Send reminder', run: vi.fn() }] });
    await waitForRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search guests' }), 'guest 1');
    await waitFor(() => expect(lastRequest().getAll('filter')).toHaveLength(1));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  });
});

describe('DataTable: CSV export', () => {
  it('fetches every page of the current filter, 1,000 at a time, and downloads escaped CSV', async () => {
    const guests = makeGuests(2500);
    guests[0] = { ...guests[0], name: '=HYPERLINK("http://evil.example")' } as Guest;
    guests[3] = { ...guests[3], name: 'Wanjikũ, "Shiku"' } as Guest;
    server.route = serveGuests(guests);
    const { user, download } = renderGuestTable({}, '/guests?f.status=confirmed&sort=name');
    await waitForRows();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1), SLOW);

    const exportRequests = requests().filter((r) => r.get('size') === '1000');
    expect(exportRequests.map((r) => r.get('page'))).toEqual(['1']);
    expect(exportRequests[0]?.getAll('filter')).toEqual(['status:in:confirmed']);
    expect(exportRequests[0]?.get('sort')).toBe('name');

    const [fileName, csv] = download.mock.calls[0] ?? [];
    expect(fileName).toBe(`guests-${formatCalendarDate(new Date())}.csv`);
    expect(csv?.startsWith(UTF8_BOM)).toBe(true);
    const lines = csv?.slice(1).split('\r\n') ?? [];
    expect(lines[0]).toBe('Name,Phone,Status,Created');
    expect(lines).toHaveLength(834 + 2); // 834 confirmed guests, header, final CRLF
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil.example"")",'+254700000001,confirmed,2026-11-01`,
    );
    expect(lines).toContain(`"Wanjikũ, ""Shiku""",'+254700000004,confirmed,2026-11-04`);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows progress over several pages and can be cancelled', async () => {
    const guests = serveGuests(makeGuests(2500));
    let held: (() => void) | undefined;
    server.route = (request, res) => {
      const page = new URL(request.url, 'http://test.invalid').searchParams.get('page');
      if (request.url.includes('size=1000') && page === '2') {
        held = () => guests(request, res);
        return;
      }
      guests(request, res);
    };
    const { user, download } = renderGuestTable();
    await waitForRows();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exporting 1,000 of 2,500 guests…', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'value',
      '1000',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    await screen.findByRole('button', { name: 'Export CSV' });
    held?.();
    expect(download).not.toHaveBeenCalled();
  });

  it('fetches all three pages of 2,500 rows', async () => {
    server.route = serveGuests(makeGuests(2500));
    const { user, download } = renderGuestTable();
    await waitForRows();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1), SLOW);
    const pages = requests()
      .filter((r) => r.get('size') === '1000')
      .map((r) => r.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
    expect(download.mock.calls[0]?.[1].split('\r\n')).toHaveLength(2500 + 2);
  });
});

describe('DataTable: 10,000 rows on one page', () => {
  it('draws only a window of rows and moves it on scroll', async () => {
    server.route = serveGuests(makeGuests(10_000));
    renderGuestTable({}, '/guests?size=10000&sort=name');
    await waitForRows();
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    const drawn = within(table()).getAllByRole('row');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(60);
    expect(drawn[1]).toHaveAttribute('aria-rowindex', '2');

    const region = screen.getByRole('region', { name: 'Guests table' });
    region.scrollTop = 49 * 5000;
    fireEvent.scroll(region);
    await waitFor(() => expect(shownNames()).toContain('Guest 5001'));
    const rows = within(table()).getAllByRole('row');
    expect(rows.length).toBeLessThan(60);
    expect(screen.queryByText('Guest 1')).not.toBeInTheDocument();
    const row5001 = rows.find((row) => within(row).queryByText('Guest 5001'));
    expect(row5001).toHaveAttribute('aria-rowindex', '5002');
  });
});
