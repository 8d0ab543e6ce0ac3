import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PublicReview, VendorReview } from '@karamu/shared';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer } from '../../../../../test/test-server';
import { ReviewsModeration, VendorReviews } from '..';

const VENDOR_ID = '00000000-0000-4000-8000-0000000000a1';
const review = (n: number, fields: Partial<PublicReview> = {}): PublicReview => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  authorName: `Client ${n}`,
  rating: 5,
  text: `Review ${n}`,
  reply: null,
  repliedAt: null,
  created: '2026-11-20T10:00:00.000Z',
  source: 'client',
  ...fields,
});
const ALL = [
  review(1, { text: '<img src=x onerror=alert(1)>', reply: 'Asante sana', rating: 4 }),
  ...Array.from({ length: 6 }, (_, i) => review(i + 2)),
];

const server = setupApiServer();

function renderWith(node: ReactNode) {
  renderWithProviders(node);
  return userEvent.setup();
}

describe('VendorReviews', { timeout: 60_000 }, () => {
  it('shows the average, count and distribution, replies, text as text, and more on demand', async () => {
    server.route = (request, res) => {
      const url = new URL(request.url, 'http://x');
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      sendJson(res, 200, {
        summary: { count: 7, average: 4.86, distribution: [0, 0, 0, 1, 6] },
        items: ALL.slice((page - 1) * size, page * size),
        total: ALL.length,
        page,
        size,
      });
    };
    const user = renderWith(<VendorReviews vendorId={VENDOR_ID} vendorName="Baraka Caterers" />);
    expect(await screen.findByText('4.9')).toBeInTheDocument();
    expect(screen.getByText('7 reviews')).toBeInTheDocument();
    const fiveStars = screen.getByText('5 stars').parentElement!;
    expect(within(fiveStars).getByText('6')).toBeInTheDocument();
    // Whatever a reviewer typed is text, never markup.
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Reply from Baraka Caterers')).toBeInTheDocument();
    expect(screen.getByText('Asante sana')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it('says when there are no reviews yet, and where reviews come from', async () => {
    server.route = (_request, res) =>
      sendJson(res, 200, {
        summary: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
        items: [],
        total: 0,
        page: 1,
        size: 5,
      });
    renderWith(<VendorReviews vendorId={VENDOR_ID} vendorName="Keki Bora" />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/^Reviews come from clients: people Keki Bora invited to review/),
    ).toBeVisible();
  });
});

describe('ReviewsModeration', { timeout: 60_000 }, () => {
  it('hides a reported review with a reason', async () => {
    const reported: VendorReview = {
      ...review(9, { rating: 1, text: 'Spam' }),
      vendorId: VENDOR_ID,
      vendorName: 'Baraka Caterers',
      reportedAt: '2026-11-25T10:00:00.000Z',
      reportReason: 'Not our client',
      hiddenAt: null,
      hiddenReason: null,
      version: 2,
    };
    server.route = (request, res) =>
      request.method === 'POST'
        ? sendJson(res, 200, { ...reported, hiddenAt: '2026-11-26T10:00:00.000Z' })
        : sendJson(res, 200, { items: [reported], total: 1, page: 1, size: 20 });
    const user = renderWith(<ReviewsModeration />);
    expect(await screen.findByText('Reported by the vendor: Not our client')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(screen.getByLabelText(/Why hide it/)).toHaveAccessibleDescription('Reason is required');
    await user.type(screen.getByLabelText(/Why hide it/), 'Fake review');
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'POST')?.url).toBe(
        `/api/vendor-reviews/${reported.id}/moderation`,
      ),
    );
    const posted = server.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(posted.body)).toEqual({ action: 'hide', reason: 'Fake review' });
  });
});
