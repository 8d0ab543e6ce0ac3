import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Enquiry } from '@karamu/shared';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { EnquiriesList } from '..';

const VENDOR_ID = '00000000-0000-4000-8000-0000000000a1';
const enquiry: Enquiry = {
  id: '00000000-0000-4000-8000-0000000000e1',
  vendorId: VENDOR_ID,
  serviceId: null,
  serviceTitle: 'Wedding catering',
  name: 'Neema Wanjiru',
  phone: '+254712345678',
  email: null,
  eventDate: '2027-03-06',
  guestCount: 250,
  message: 'Mnapatikana <b>tarehe</b> hiyo?',
  status: 'new',
  created: '2026-11-26T09:00:00.000Z',
  updated: '2026-11-26T09:00:00.000Z',
  version: 1,
};

let status: Enquiry['status'] = 'new';
const serve: Handler = (request, res) => {
  if (request.method === 'PATCH') {
    status = (JSON.parse(request.body) as { status: Enquiry['status'] }).status;
    return sendJson(res, 200, { ...enquiry, status, version: 2 });
  }
  const filter = new URL(request.url, 'http://x').searchParams.get('status');
  const items = filter && filter !== status ? [] : [{ ...enquiry, status }];
  return sendJson(res, 200, { items, total: items.length, page: 1, size: 10 });
};

const server = setupApiServer(serve);
beforeEach(() => {
  status = 'new';
});

describe('EnquiriesList', { timeout: 60_000 }, () => {
  it('shows an enquiry as text, changes its status by version, and filters by status', async () => {
    renderWithProviders(<EnquiriesList vendorId={VENDOR_ID} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Mnapatikana <b>tarehe</b> hiyo?')).toBeInTheDocument();
    expect(screen.getByText(/Event on 6 Mar 2027 · 250 guests · Wedding catering/)).toBeVisible();
    expect(screen.getByRole('link', { name: '+254712345678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'booked');
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.url).toBe(`/api/vendor-enquiries/${enquiry.id}`);
    expect(JSON.parse(patch.body)).toEqual({ status: 'booked', version: 1 });

    await user.selectOptions(screen.getByLabelText('Show'), 'new');
    expect(await screen.findByText('No new enquiries.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url.includes('status=new'))).toBe(true);
  });
});
