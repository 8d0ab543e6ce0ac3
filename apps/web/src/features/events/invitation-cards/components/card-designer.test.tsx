import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardField, InvitationCard, Privilege } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
const GUEST_ID = '00000000-0000-4000-8000-0000000000a1';
const cardUrl = `/api/events/${EVENT_ID}/invitation-card`;
const CARD_PRIVILEGES: Privilege[] = [
  'READ_ATTENDEES',
  'ADD_ATTENDEES',
  'READ_ARTWORK_MAPPINGS',
  'ADD_ARTWORK_MAPPINGS',
  'UPDATE_ARTWORK_MAPPINGS',
  'DELETE_ARTWORK_MAPPINGS',
];

/** A portrait artwork, 1000 × 1400 pixels. */
const blankCard: InvitationCard = {
  eventId: EVENT_ID,
  artworkType: 'image/webp',
  width: 1000,
  height: 1400,
  fields: [],
  updatedAt: '2026-11-20T09:00:00.000Z',
  version: 4,
};
const placedName: CardField = {
  id: 'guestName-1',
  kind: 'guestName',
  x: 0.2,
  y: 0.3,
  width: 0.6,
  fontSize: 0.06,
  font: 'serif',
  color: '#1f1f1f',
  align: 'center',
};

let card: InvitationCard | null;
const serve: Handler = (request, res) => {
  const path = request.url.split('?')[0];
  if (path === `/api/events/${EVENT_ID}`) {
    return sendJson(res, 200, {
      id: EVENT_ID,
      name: 'Amina & Baraka',
      defaultCountry: 'KE',
      startsAt: '2026-12-05T17:00:00.000Z',
      timeZone: 'Africa/Nairobi',
    });
  }
  if (path === `/api/events/${EVENT_ID}/guests`) {
    return sendJson(res, 200, {
      items: [
        { id: GUEST_ID, name: 'Neema Otieno', cardType: 'single', admissions: 1, tableName: '7' },
      ],
      total: 1,
      page: 1,
      size: 100,
    });
  }
  if (path === cardUrl && request.method === 'GET') {
    return card ? sendJson(res, 200, card) : sendJson(res, 404, { message: 'No card yet' });
  }
  if (path === cardUrl && request.method === 'PATCH') {
    const { fields } = JSON.parse(request.body) as { fields: CardField[] };
    card = { ...card!, fields, version: card!.version + 1 };
    return sendJson(res, 200, card);
  }
  if (path === cardUrl && request.method === 'DELETE') {
    card = null;
    return sendJson(res, 200, { message: 'Card deleted' });
  }
  if (path === `${cardUrl}/artwork` && request.method === 'PUT') {
    card = { ...blankCard, ...card, version: (card?.version ?? 0) + 1 };
    return sendJson(res, 200, card);
  }
  if (path === `${cardUrl}/preview`) {
    res.writeHead(200, { 'content-type': 'image/png' });
    return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);
beforeEach(() => {
  card = { ...blankCard };
});

function openDesigner(privileges: Privilege[] = CARD_PRIVILEGES, search = '') {
  const user = userEvent.setup();
  const app = renderApp({
    path: `/dashboard/events/${EVENT_ID}/invite${search}`,
    user: makeUser(privileges),
  });
  return { user, app };
}

const fieldButton = (name: RegExp) => screen.findByRole('button', { name });
const patches = () =>
  server.requests
    .filter((r) => r.method === 'PATCH')
    .map((r) => JSON.parse(r.body) as { fields: CardField[]; version: number });

describe('card designer', { timeout: 60_000 }, () => {
  it('opens on the card, adds a field where it can be seen and chosen, and marks the card unsaved', async () => {
    const { user } = openDesigner();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Card artwork' })).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the card' })).toBeDisabled();

    await user.click(
      within(screen.getByRole('group', { name: 'Add a field' })).getByRole('button', {
        name: 'Guest name',
      }),
    );
    // Centred across (0.6 wide), near the top of the empty card.
    const field = await fieldButton(/^Guest name field, at 20%, 5%$/);
    expect(field).toHaveAttribute('aria-pressed', 'true');
    // Drawn for the first guest on the list, as their printed card says it.
    const drawn = (id: string) => document.querySelector(`[data-card-run="${id}"]`)?.textContent;
    await waitFor(() => expect(drawn('guestName-1')).toBe('Neema Otieno'));
    expect(screen.getByRole('heading', { level: 2, name: 'Guest name' })).toBeVisible();
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save the card' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'QR code' }));
    const qr = await fieldButton(/^QR code field/);
    expect(qr).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveAttribute('aria-pressed', 'false');
    // A QR code has no text settings.
    expect(screen.queryByLabelText('Font')).not.toBeInTheDocument();
    // Placed clear of the name, not over it.
    expect(qr.getAttribute('aria-label')).not.toBe('QR code field, at 39%, 5%');

    await user.click(
      within(screen.getByRole('group', { name: 'Add a field' })).getByRole('button', {
        name: 'Table',
      }),
    );
    expect(drawn('table-1')).toBe('7');
    await user.selectOptions(screen.getByLabelText('Guest', { exact: true }), '');
    expect(drawn('guestName-1')).toBe('Amina Wanjiku');
    expect(drawn('table-1')).toBe('Table 7');
  });

  it('moves the focused field with the arrow keys, by 5% with Shift, and shows the numbers', async () => {
    card = { ...blankCard, fields: [placedName] };
    const { user } = openDesigner();
    const field = await fieldButton(/^Guest name field, at 20%, 30%$/);
    field.focus();
    expect(await screen.findByLabelText('X (%)')).toHaveValue(20);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(field).toHaveAccessibleName('Guest name field, at 22%, 30%');
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(field).toHaveAccessibleName('Guest name field, at 22%, 25%');
    expect(screen.getByLabelText('X (%)')).toHaveValue(22);
    expect(screen.getByLabelText('Y (%)')).toHaveValue(25);
    // Against the edge it stops: 0.6 wide, so x can go no further than 40%.
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}',
    );
    expect(field).toHaveAccessibleName('Guest name field, at 40%, 25%');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });

  it('drags a field with the pointer, in fractions of the artwork on screen', async () => {
    card = { ...blankCard, fields: [placedName] };
    openDesigner();
    const field = await fieldButton(/^Guest name field/);
    const canvas = screen.getByRole('group', { name: 'Card artwork' });
    // jsdom lays nothing out: the canvas is 500 × 700 pixels on screen here.
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 500, 700));
    field.setPointerCapture ??= () => {};

    fireEvent.pointerDown(field, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(field, { pointerId: 1, clientX: 150, clientY: 170 });
    fireEvent.pointerUp(field, { pointerId: 1, clientX: 150, clientY: 170 });
    // 50 of 500 pixels across and 70 of 700 down: a tenth each way.
    expect(field).toHaveAccessibleName('Guest name field, at 30%, 40%');
    fireEvent.pointerMove(field, { pointerId: 1, clientX: 400, clientY: 400 });
    expect(field).toHaveAccessibleName('Guest name field, at 30%, 40%');
  });

  it('edits the chosen field in the inspector and saves exactly that layout with the version read', async () => {
    card = { ...blankCard, fields: [placedName] };
    const { user } = openDesigner();
    await user.click(await fieldButton(/^Guest name field/));

    await user.selectOptions(screen.getByLabelText('Font'), 'script');
    const size = screen.getByLabelText('Size (px)');
    expect(size).toHaveValue(60);
    await user.clear(size);
    await user.type(size, '80');
    fireEvent.input(screen.getByLabelText('Colour'), { target: { value: '#aa3300' } });
    await user.click(screen.getByRole('radio', { name: 'Right' }));
    const x = screen.getByLabelText('X (%)');
    await user.clear(x);
    await user.type(x, '12.5');
    const width = screen.getByLabelText('Width (%)');
    await user.clear(width);
    await user.type(width, '50');
    expect(await fieldButton(/^Guest name field, at 13%, 30%$/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save the card' }));
    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    expect(patches()).toEqual([
      {
        fields: [
          {
            ...placedName,
            x: 0.125,
            width: 0.5,
            fontSize: 0.08,
            font: 'script',
            color: '#aa3300',
            align: 'right',
          },
        ],
        version: 4,
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Save the card' })).toBeDisabled();

    // The next save builds on the version the first one answered.
    await user.click(screen.getByRole('button', { name: 'Remove this field' }));
    await user.click(screen.getByRole('button', { name: 'Save the card' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toEqual({ fields: [], version: 5 });
  });

  it('says when someone else saved first, and loads their card on request', async () => {
    card = { ...blankCard, fields: [placedName] };
    const theirs = { ...placedName, x: 0.1 };
    server.route = (request, res) => {
      if (request.method !== 'PATCH') return serve(request, res);
      card = { ...card!, fields: [theirs], version: 9 };
      return sendJson(res, 409, {
        message: 'This record has changed since you loaded it',
        fieldErrors: { version: ['This record has changed since you loaded it'] },
      });
    };
    const { user } = openDesigner();
    (await fieldButton(/^Guest name field/)).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Save the card' }));

    const alert = await screen.findByRole('alert', { name: '' });
    expect(alert).toHaveTextContent('Not saved');
    expect(screen.getAllByText('This record has changed since you loaded it').length).toBe(2);
    // Their newer card arrived, but the unsaved layout stays until asked.
    expect(screen.getByRole('button', { name: /^Guest name field, at 20%, 31%$/ })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Load the saved card' }));
    expect(await fieldButton(/^Guest name field, at 10%, 30%$/)).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('uploads the first artwork as a data URL, and deletes the card after asking', async () => {
    card = null;
    const { user } = openDesigner();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'kadi.png', {
      type: 'image/png',
    });
    await user.upload(await screen.findByLabelText('Choose the artwork'), png);
    expect(await screen.findByRole('group', { name: 'Card artwork' })).toBeVisible();
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put!.body)).toEqual({ artwork: 'data:image/png;base64,iVBORw==' });

    await user.click(screen.getByRole('button', { name: 'Delete the card' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the invitation card?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete the card' }));
    expect(await screen.findByLabelText('Choose the artwork')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      cardUrl,
    ]);
  });

  it('refuses a file that is not an image before sending it', async () => {
    card = null;
    const user = userEvent.setup({ applyAccept: false });
    renderApp({
      path: `/dashboard/events/${EVENT_ID}/invite`,
      user: makeUser(CARD_PRIVILEGES),
    });
    await user.upload(
      await screen.findByLabelText('Choose the artwork'),
      new File(['a,b'], 'guests.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or SVG image')).toBeVisible();
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('previews the unsaved layout for a chosen guest and offers that guest’s card', async () => {
    card = { ...blankCard, fields: [placedName] };
    const { user } = openDesigner();
    await screen.findByRole('option', { name: 'Neema Otieno' });
    await user.selectOptions(screen.getByLabelText('Guest'), 'Neema Otieno');
    await user.click(screen.getByRole('button', { name: 'Preview the card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Card for Neema Otieno' });
    expect(
      await within(dialog).findByRole('img', { name: 'Invitation card for Neema Otieno' }),
    ).toHaveAttribute('src', 'data:image/png;base64,iVBORw==');
    expect(
      within(dialog).getByRole('link', { name: 'Download Neema Otieno’s card (PNG)' }),
    ).toHaveAttribute(
      'href',
      `${server.origin}/api/events/${EVENT_ID}/guests/${GUEST_ID}/card.png`,
    );
    const preview = server.requests.find((r) => r.url === `${cardUrl}/preview`);
    expect(JSON.parse(preview!.body)).toEqual({ fields: [placedName], guestId: GUEST_ID });
  });

  it('shows the server’s reason when it refuses to draw a preview', async () => {
    card = { ...blankCard, fields: [placedName] };
    server.route = (request, res) =>
      request.url === `${cardUrl}/preview`
        ? sendJson(res, 400, { message: 'The artwork could not be read' })
        : serve(request, res);
    const { user } = openDesigner();
    await user.click(await screen.findByRole('button', { name: 'Preview the card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The artwork could not be read');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the old import tab, and those without the card privilege, to the import under guests', async () => {
    const { app } = openDesigner(CARD_PRIVILEGES, '?tab=import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import guests' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe(`/dashboard/events/${EVENT_ID}/guests/import`);
    app.unmount();
    server.requests.length = 0;

    const other = openDesigner(['READ_ATTENDEES', 'ADD_ATTENDEES'], '?tab=card');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import guests' })).toBeVisible();
    expect(other.app.router.state.location.pathname).toBe(
      `/dashboard/events/${EVENT_ID}/guests/import`,
    );
    expect(server.requests.some((r) => r.url.startsWith(cardUrl))).toBe(false);
  });
});
