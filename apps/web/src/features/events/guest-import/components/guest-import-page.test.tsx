import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GuestImportPreview } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
const importUrl = `/api/events/${EVENT_ID}/guests/import`;
const FILE = 'Full name,Mobile,Simu\r\nAmina,0712000001,\r\n';

/** The dry run's answer for a mapping: row 3's phone is bad unless phone comes from "Simu". */
function previewFor(mapping: Record<string, string | null>): GuestImportPreview {
  const problems =
    mapping.phone === 'Mobile'
      ? Array.from({ length: 60 }, (_, i) => ({
          row: i + 3,
          field: 'phone' as const,
          message: 'Invalid phone number',
        }))
      : [];
  return {
    format: 'csv',
    encoding: 'windows-1252',
    sheet: null,
    columns: ['Full name', 'Mobile', 'Simu'],
    sampleRows: [['Amina', '0712000001', '']],
    guessedMapping: { name: 'Full name', phone: 'Mobile' },
    mapping,
    mappingProblem: null,
    rows: 100,
    valid: 100 - problems.length,
    existing: 0,
    problems,
    notices: [],
    outcome: { created: 100 - problems.length, updated: 0, skipped: problems.length },
  };
}

const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === `/api/events/${EVENT_ID}`) {
    return sendJson(res, 200, { id: EVENT_ID, name: 'Amina & Baraka', defaultCountry: 'KE' });
  }
  if (url.pathname === importUrl && url.searchParams.get('dryRun') === 'true') {
    const mapping = url.searchParams.get('mapping');
    return sendJson(
      res,
      200,
      previewFor(mapping ? JSON.parse(mapping) : { name: 'Full name', phone: 'Mobile' }),
    );
  }
  if (url.pathname === importUrl) {
    return sendJson(res, 200, { rows: 100, created: 40, updated: 0, skipped: 60 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

const imports = () =>
  server.requests
    .filter((r) => r.url.startsWith(importUrl))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://test').searchParams));

describe('GuestImportPage', { timeout: 60_000 }, () => {
  it('uploads, pre-fills the columns, re-checks with the chosen mapping, lists problems a page at a time, skips them and reports', async () => {
    const user = userEvent.setup();
    renderApp({
      path: `/dashboard/events/${EVENT_ID}/invite`,
      user: makeUser(['READ_ATTENDEES', 'ADD_ATTENDEES', 'READ_EVENTS']),
    });
    expect(await screen.findByRole('heading', { name: 'Import guests' })).toBeVisible();

    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File([FILE], 'wageni.csv', { type: 'text/csv' }),
    );
    const phone = await screen.findByRole('combobox', { name: /^Phone/ });
    expect(phone).toHaveValue('Mobile');
    expect(screen.getByRole('combobox', { name: /^Name/ })).toHaveValue('Full name');
    expect(screen.getByText(/Windows-1252/)).toBeVisible();
    const [upload] = server.requests.filter((r) => r.url.startsWith(importUrl));
    expect(upload!.body).toBe(FILE);
    expect(upload!.headers['content-type']).toBe('text/csv');

    // Keep the guessed mapping: the first answer already checked it.
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    const problems = await screen.findByRole('table', { name: 'Problems' });
    expect(within(problems).getAllByRole('row')).toHaveLength(51);
    const pages = screen.getByRole('navigation', { name: 'Problems pages' });
    expect(pages).toHaveTextContent('1–50 of 60');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages).toHaveTextContent('51–60 of 60');
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent('53');
    expect(screen.getByRole('button', { name: 'Import 40 guests' })).toBeDisabled();

    await user.click(screen.getByLabelText('Skip the 60 rows with problems and import the rest'));
    await user.click(screen.getByRole('button', { name: 'Import 40 guests' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(
      screen.getByText(/40 guests created, 0 guests updated and 60 rows skipped/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the event’s guests' })).toHaveAttribute(
      'href',
      `/dashboard/events/${EVENT_ID}?tab=guests`,
    );

    expect(imports().map(({ dryRun, onInvalid, mapping }) => [dryRun, onInvalid, mapping])).toEqual(
      [
        ['true', 'refuse', undefined],
        ['false', 'skip', JSON.stringify({ name: 'Full name', phone: 'Mobile' })],
      ],
    );
  });

  it('checks again with a changed mapping', async () => {
    const user = userEvent.setup();
    renderApp({
      path: `/dashboard/events/${EVENT_ID}/invite`,
      user: makeUser(['READ_ATTENDEES', 'ADD_ATTENDEES']),
    });
    await user.upload(
      await screen.findByLabelText('Choose a file'),
      new File([FILE], 'wageni.csv', { type: 'text/csv' }),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Phone/ }), 'Simu');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('100 rows read: 100 are ready.')).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Problems' })).toBeNull();
    await waitFor(() => expect(imports()).toHaveLength(2));
    expect(JSON.parse(imports()[1]!.mapping!)).toEqual({ name: 'Full name', phone: 'Simu' });
  });
});
