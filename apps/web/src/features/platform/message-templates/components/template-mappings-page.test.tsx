import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MessageTemplate, Privilege, TemplateMappings } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const template: MessageTemplate = {
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Wedding invitation',
  channel: 'sms',
  audience: 'event-guests',
  subject: null,
  body: 'Karibu {guest_name}! {event_name} on {when}. Table: {table}',
  html: null,
  placeholders: ['guest_name', 'event_name', 'when', 'table'],
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 5,
};

const saved: TemplateMappings = {
  templateId: template.id,
  items: [{ placeholder: 'table', field: 'table', fallback: 'to be announced' }],
  unmapped: ['guest_name', 'event_name', 'when'],
  version: 5,
};

const MAPPINGS_URL = `/api/templates/${template.id}/mappings`;

const serveTemplate =
  (mappings: TemplateMappings): Handler =>
  (request, res) => {
    if (request.method === 'GET' && request.url === `/api/templates/${template.id}`) {
      return sendJson(res, 200, template);
    }
    if (request.method === 'GET' && request.url === MAPPINGS_URL) {
      return sendJson(res, 200, mappings);
    }
    if (request.method === 'PUT' && request.url === MAPPINGS_URL) {
      const { items } = JSON.parse(request.body) as { items: TemplateMappings['items'] };
      const mapped = new Set(items.map((i) => i.placeholder));
      return sendJson(res, 200, {
        templateId: template.id,
        items,
        unmapped: template.placeholders.filter((p) => !mapped.has(p)),
        version: 6,
      });
    }
    return sendJson(res, 404, { message: 'Not found' });
  };

const server = setupApiServer();
beforeEach(() => {
  server.route = serveTemplate(saved);
});

const MAPPER: Privilege[] = ['READ_TEMPLATES', 'UPDATE_TEMPLATE_MAPPINGS'];

const PAGE_PATH = `/dashboard/templates/${template.id}`;

function renderPage(privileges: Privilege[] = MAPPER) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { pathname } = renderApp({ path: PAGE_PATH, user: makeUser(privileges) });
  return { user, pathname };
}

const fieldOf = (placeholder: string) =>
  screen.getByRole('combobox', { name: `Field for {${placeholder}}` });
const fallbackOf = (placeholder: string) =>
  screen.getByRole('textbox', { name: `Fallback for {${placeholder}}` });
const puts = () =>
  server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body) as unknown);

describe('TemplateMappingsPage', { timeout: 30_000 }, () => {
  it('warns that unmapped placeholders block sending, and offers same-named fields without applying them', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wedding invitation' }),
    ).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This template cannot be sent until mapped: {guest_name}, {event_name}, {when}',
    );
    expect(fieldOf('table')).toHaveValue('table');
    expect(fallbackOf('table')).toHaveValue('to be announced');
    // Suggested, shown, and not chosen.
    expect(fieldOf('guest_name')).toHaveValue('');
    expect(fieldOf('event_name')).toHaveValue('');
    expect(fieldOf('when')).toHaveValue('');
    const guestRow = screen.getByRole('row', { name: /\{guest_name\}/ });
    expect(within(guestRow).getByText(/Suggested: Guest name/)).toBeVisible();
    const whenRow = screen.getByRole('row', { name: /\{when\}/ });
    expect(within(whenRow).queryByText(/Suggested/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save mappings' })).toBeDisabled();
  });

  it('saves the chosen mappings with the version, leaving unchosen placeholders out', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Use it for {guest_name}' }));
    expect(fieldOf('guest_name')).toHaveValue('guest_name');
    await user.selectOptions(fieldOf('when'), 'Event date');
    await user.type(fallbackOf('when'), 'soon');
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));

    await waitFor(() =>
      expect(puts()).toEqual([
        {
          items: [
            { placeholder: 'guest_name', field: 'guest_name', fallback: null },
            { placeholder: 'when', field: 'event_date', fallback: 'soon' },
            { placeholder: 'table', field: 'table', fallback: 'to be announced' },
          ],
          version: 5,
        },
      ]),
    );
    expect(await screen.findByText('Mappings saved')).toBeInTheDocument();
  });

  it('uses all suggestions at once, and previews with the mapped sample values', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Use all 2 suggestions' }));
    expect(fieldOf('guest_name')).toHaveValue('guest_name');
    expect(fieldOf('event_name')).toHaveValue('event_name');
    expect(screen.getByLabelText('Message preview')).toHaveTextContent(
      'Karibu Amina Wanjiku! Harusi ya Neema na Baraka on {when}. Table: Table 4',
    );
    await user.selectOptions(fieldOf('when'), 'Event date');
    expect(screen.getByLabelText('Message preview')).toHaveTextContent(
      'on Saturday, 12 December 2026.',
    );
  });

  it('shows the server’s refusal on the row it concerns', async () => {
    server.route = (request, res) =>
      request.method === 'PUT'
        ? sendJson(res, 400, {
            message: 'Fallback must be at most 500 characters',
            // Rows without a field are not sent: the first item is the "when" row.
            fieldErrors: { 'items.0.fallback': ['Fallback must be at most 500 characters'] },
          })
        : serveTemplate(saved)(request, res);
    const { user } = renderPage();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Field for {when}' }), [
      'Event date',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save mappings' }));
    await waitFor(() =>
      expect(fallbackOf('when')).toHaveAccessibleDescription(
        'Fallback must be at most 500 characters',
      ),
    );
    expect(fallbackOf('table')).not.toHaveAttribute('aria-invalid');
  });

  it('says so when everything is mapped', async () => {
    server.route = serveTemplate({
      ...saved,
      items: template.placeholders.map((p) => ({ placeholder: p, field: 'table', fallback: null })),
      unmapped: [],
    });
    renderPage();
    expect(
      await screen.findByText('Every placeholder is mapped: this template can be sent.'),
    ).toBeVisible();
    expect(fieldOf('when')).toHaveValue('table');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is closed to a reader of templates who may not map them', async () => {
    const { pathname } = renderPage(['READ_TEMPLATES']);
    await waitFor(() => expect(pathname()).toBe('/dashboard/home'));
    expect(server.requests.some((r) => r.url.includes('/mappings'))).toBe(false);
  });
});
