import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const TOKEN = 'abcdefghijklmnopqrstuv';
const USED = 'usedusedusedusedusedus';

const serve: Handler = (request, res) => {
  if (request.url.includes(USED)) {
    return sendJson(res, 410, {
      message: 'This review link has already been used: the review was received, thank you.',
    });
  }
  if (!request.url.includes(TOKEN)) {
    return sendJson(res, 404, { message: 'This review link is not valid' });
  }
  if (request.method === 'POST') {
    const body = JSON.parse(request.body) as { rating: number };
    return sendJson(res, 201, {
      id: '00000000-0000-4000-8000-000000000001',
      authorName: 'Amina',
      rating: body.rating,
      text: null,
      reply: null,
      repliedAt: null,
      created: '2026-11-26T10:00:00.000Z',
      source: 'client',
    });
  }
  return sendJson(res, 200, { vendorName: 'Baraka Caterers', clientName: 'Amina Otieno' });
};

const server = setupApiServer(serve);

describe('the review page', { timeout: 60_000 }, () => {
  it('takes a rating from the keyboard, the text and the name, and thanks the client', async () => {
    renderApp({ path: `/review/${TOKEN}`, user: null });
    expect(await screen.findByRole('heading', { name: 'Review Baraka Caterers' })).toBeVisible();
    const user = userEvent.setup();

    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Publish my review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([]);

    // A radio group: Tab reaches it, the arrow keys move the choice.
    await user.click(screen.getByRole('radio', { name: '1 star, Poor' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    expect(screen.getByText('4 of 5: Very good')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your review (optional)'), '<b>Chakula kitamu</b>');
    const name = screen.getByLabelText('Your name, as shown');
    expect(name).toHaveValue('Amina Otieno');
    await user.clear(name);
    await user.type(name, 'Amina');
    await user.click(screen.getByRole('button', { name: 'Publish my review' }));

    expect(await screen.findByText('Thank you for your review')).toBeInTheDocument();
    const posted = server.requests.find((r) => r.method === 'POST');
    expect(posted?.url).toBe(`/api/public/review-links/${TOKEN}`);
    expect(JSON.parse(posted!.body)).toEqual({
      rating: 4,
      text: '<b>Chakula kitamu</b>',
      authorName: 'Amina',
    });
  });

  it('says plainly when a link is forged, and when it was used', async () => {
    const forged = renderApp({ path: '/review/AAAAAAAAAAAAAAAAAAAAAA', user: null });
    expect(await screen.findByText('This review link is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish my review' })).not.toBeInTheDocument();
    forged.unmount();

    renderApp({ path: `/review/${USED}`, user: null });
    expect(await screen.findByText('This review link can no longer be used')).toBeInTheDocument();
    expect(screen.getByText(/already been used/)).toBeInTheDocument();
  });

  it('puts the server’s refusal of a field under it', async () => {
    server.route = (request, res) =>
      request.method === 'POST'
        ? sendJson(res, 400, {
            message: 'Invalid input',
            fieldErrors: { authorName: ['Your name must be at most 120 characters'] },
          })
        : serve(request, res);
    renderApp({ path: `/review/${TOKEN}`, user: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '5 stars, Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Publish my review' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your name, as shown')).toHaveAccessibleDescription(
        'Your name must be at most 120 characters',
      ),
    );
  });
});
