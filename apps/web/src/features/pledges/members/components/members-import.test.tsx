import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberImportPreview, MemberImportReport } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const OCCASION_ID = '00000000-0000-4000-8000-0000000000c7';
const importUrl = `/api/occasions/${OCCASION_ID}/members/import`;
const FILE = 'Jina,Simu,Ahadi,Amelipa\r\nAmina,0712000001,"50,000",10000.50\r\n';

const PREVIEW: MemberImportPreview = {
  format: 'csv',
  encoding: 'utf-8',
  sheet: null,
  columns: ['Jina', 'Simu', 'Ahadi', 'Amelipa'],
  sampleRows: [['Amina', '0712000001', '50,000', '10000.50']],
  guessedMapping: { name: 'Jina', phone: 'Simu', pledged: 'Ahadi', paid: 'Amelipa' },
  mapping: { name: 'Jina', phone: 'Simu', pledged: 'Ahadi', paid: 'Amelipa' },
  mappingProblem: null,
  currency: 'KES',
  rows: 4,
  valid: 2,
  existing: 0,
  problems: [
    { row: 3, field: 'phone', message: 'Same phone number as row 2' },
    { row: 5, field: 'pledged', message: 'Pledge cannot be negative' },
  ],
  notices: [],
  outcome: {
    created: 2,
    skipped: 2,
    contributions: 1,
    pledgedMinor: 7_000_000,
    paidMinor: 1_000_050,
  },
};

const REPORT: MemberImportReport = {
  rows: 4,
  created: 2,
  skipped: 2,
  contributions: 1,
  pledgedMinor: 7_000_000,
  paidMinor: 1_000_050,
};

const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === `/api/occasions/${OCCASION_ID}`) {
    return sendJson(res, 200, {
      id: OCCASION_ID,
      name: 'Harusi ya Amina',
      currency: 'KES',
      defaultCountry: 'KE',
    });
  }
  if (url.pathname === importUrl) {
    return sendJson(res, 200, url.searchParams.get('dryRun') === 'true' ? PREVIEW : REPORT);
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

const imports = () =>
  server.requests
    .filter((r) => r.url.startsWith(importUrl))
    .map((r) => Object.fromEntries(new URL(r.url, 'http://test').searchParams));

describe('MembersImport', { timeout: 60_000 }, () => {
  it('uploads, matches the columns, shows each bad row, imports the rest when told to skip, and reports in the currency', async () => {
    const user = userEvent.setup();
    renderApp({
      path: `/pledges-dashboard/occasions/${OCCASION_ID}/import`,
      user: makeUser(['READ_MEMBERS', 'ADD_MEMBERS', 'READ_OCCASIONS']),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Import members' })).toBeVisible();
    expect(await screen.findByText(/amounts are in KES/)).toBeVisible();

    await user.upload(
      screen.getByLabelText('Choose a file'),
      new File([FILE], 'wanachama.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByRole('combobox', { name: /^Pledged/ })).toHaveValue('Ahadi');
    expect(screen.getByRole('combobox', { name: /^Already paid/ })).toHaveValue('Amelipa');
    expect(screen.getByRole('combobox', { name: /^Email/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    const problems = await screen.findByRole('table', { name: 'Problems' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3Simu (Phone)Same phone number as row 2',
      '5Ahadi (Pledged)Pledge cannot be negative',
    ]);
    expect(
      screen.getByText(
        /add 2 members who pledged KES 70,000.00, record 1 contribution of KES 10,000.50 already paid/,
      ),
    ).toBeVisible();
    const importButton = screen.getByRole('button', { name: 'Import 2 members' });
    expect(importButton).toBeDisabled();

    await user.click(screen.getByLabelText('Skip the 2 rows with problems and import the rest'));
    await user.click(importButton);
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(
      screen.getByText(
        '2 members added with 1 contribution of KES 10,000.50, and 2 rows skipped, from 4 rows.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the occasion' })).toHaveAttribute(
      'href',
      `/pledges-dashboard/occasions/${OCCASION_ID}`,
    );
    expect(
      imports().map(({ dryRun, onInvalid, fileName }) => [dryRun, onInvalid, fileName]),
    ).toEqual([
      ['true', 'refuse', 'wanachama.csv'],
      ['false', 'skip', 'wanachama.csv'],
    ]);
  });
});
