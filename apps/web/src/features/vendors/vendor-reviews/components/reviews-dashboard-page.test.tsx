import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatedReviewInvitation, ReviewInvitation, VendorReview } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const TENTS = { id: '00000000-0000-4000-8000-0000000000a1', businessName: 'Tents & Chairs' };
const CAKES = { id: '00000000-0000-4000-8000-0000000000a2', businessName: 'Keki Bora' };
const review: VendorReview = {
  id: '00000000-0000-4000-8000-0000000000c1',
  authorName: 'Amina',
  rating: 3,
  text: 'The tent came late',
  reply: null,
  repliedAt: null,
  created: '2026-11-20T10:00:00.000Z',
  source: 'client',
  vendorId: CAKES.id,
  vendorName: CAKES.businessName,
  reportedAt: null,
  reportReason: null,
  hiddenAt: null,
  hiddenReason: null,
  version: 1,
};
let invitations: ReviewInvitation[] = [];

const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/api/installation') return sendJson(res, 200, { defaultCountry: 'KE' });
  if (url.pathname === '/api/profile/sending') {
    // Only what the invite form reads: this server has no SMS provider.
    return sendJson(res, 200, { delivery: { providers: { sms: false, email: false } } });
  }
  if (url.pathname === '/api/vendors') {
    return sendJson(res, 200, { items: [TENTS, CAKES], total: 2, page: 1, size: 100 });
  }
  if (url.pathname.endsWith('/review-invitations') && request.method === 'POST') {
    const body = JSON.parse(request.body) as { clientName: string; clientPhone: string };
    const created: CreatedReviewInvitation = {
      id: '00000000-0000-4000-8000-0000000000d1',
      ...body,
      created: '2026-11-26T10:00:00.000Z',
      expiresAt: '2027-01-25T10:00:00.000Z',
      usedAt: null,
      smsStatus: 'queued',
      url: 'https://karamu.example/review/abc123',
    };
    const { url: _link, ...listed } = created;
    invitations = [listed];
    return sendJson(res, 201, created);
  }
  if (url.pathname.endsWith('/review-invitations')) {
    return sendJson(res, 200, { items: invitations, total: invitations.length, page: 1, size: 10 });
  }
  if (url.pathname.endsWith('/reviews')) {
    return sendJson(res, 200, { items: [review], total: 1, page: 1, size: 10 });
  }
  if (url.pathname.endsWith('/reply')) {
    const { reply } = JSON.parse(request.body) as { reply: string };
    return sendJson(res, 200, { ...review, reply, repliedAt: '2026-11-26T10:00:00.000Z' });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);
beforeEach(() => {
  invitations = [];
});

const writes = () =>
  server.requests
    .filter((r) => r.method !== 'GET')
    .map((r) => [r.method, r.url, JSON.parse(r.body)]);

describe('the reviews dashboard page', { timeout: 60_000 }, () => {
  it('picks the vendor from the URL, invites a client by phone and replies to a review', async () => {
    renderApp({ path: `/vendor-dashboard/reviews?vendorId=${CAKES.id}`, user: makeUser([]) });
    expect(await screen.findByRole('heading', { name: 'Reviews of Keki Bora' })).toBeVisible();
    expect(screen.getByLabelText('Vendor')).toHaveValue(CAKES.id);
    await screen.findByRole('button', { name: 'Country: Kenya, +254' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send review link' }));
    await waitFor(() =>
      expect(screen.getByLabelText("Client's name")).toHaveAccessibleDescription(
        "Client's name is required",
      ),
    );
    await user.type(screen.getByLabelText("Client's name"), 'Baraka');
    await user.type(screen.getByLabelText("Client's mobile number"), '0712 345678');
    await user.click(screen.getByRole('button', { name: 'Send review link' }));
    expect(await screen.findByText('SMS waiting to be sent')).toBeInTheDocument();
    // Said as it is: no provider, so the SMS waits, and the link is there to share by hand.
    expect(
      await screen.findByText(
        'The SMS to Baraka waits: this server has no SMS provider yet. Share the link yourself meanwhile.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: "Baraka's review link" })).toHaveValue(
      'https://karamu.example/review/abc123',
    );
    expect(screen.getByRole('button', { name: 'Share on WhatsApp' })).toBeVisible();

    const article = screen.getByText('The tent came late').closest('article')!;
    await user.click(within(article).getByRole('button', { name: 'Reply' }));
    await user.type(within(article).getByLabelText('Your reply (public)'), 'Pole, tutarekebisha');
    await user.click(within(article).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      [
        'POST',
        `/api/vendors/${CAKES.id}/review-invitations`,
        { clientName: 'Baraka', clientPhone: '+254712345678' },
      ],
      ['PUT', `/api/vendor-reviews/${review.id}/reply`, { reply: 'Pole, tutarekebisha' }],
    ]);
  });
});
