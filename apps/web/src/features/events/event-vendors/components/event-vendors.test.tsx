import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingStatus, EventVendor, Privilege, EventVendorReviewState } from '@karamu/shared';
import { makeEvent } from '../../../../../test/fixtures/event-fixtures';
import { makeUser, renderApp } from '../../../../../test/render-app';
import {
  CATERING,
  page,
  publicVendor,
  SERVICE_CATEGORIES,
} from '../../../../../test/fixtures/vendor-fixtures';
import {
  sendJson,
  setupApiServer,
  type Handler,
  type RecordedRequest,
} from '../../../../../test/test-server';

const event = makeEvent({ categoryName: 'Weddings' });

const MAMA = publicVendor();
const BUFFET = MAMA.services[0]!;
const TENTS = publicVendor({
  id: '00000000-0000-4000-8000-0000000000a2',
  businessName: 'Pwani Tents',
  city: 'Mombasa',
  cover: null,
  priceMinMinor: null,
  priceMaxMinor: null,
});
const TENT_HIRE = {
  ...BUFFET,
  id: '00000000-0000-4000-8000-0000000000b2',
  vendorId: TENTS.id,
  title: 'Tent for 200',
  pricing: 'fixed' as const,
  priceMinor: 3_500_000,
  unit: null,
};
const TENTS_DETAIL = { ...TENTS, services: [TENT_HIRE] };

const eventVendorOf = (
  vendor: typeof MAMA,
  offer: typeof BUFFET | null,
  review: EventVendorReviewState = 'open',
  status: BookingStatus = 'confirmed',
): EventVendor => ({
  vendorId: vendor.id,
  businessName: vendor.businessName,
  city: vendor.city,
  phone: vendor.phone,
  whatsapp: vendor.whatsapp,
  serviceId: offer?.id ?? null,
  serviceTitle: offer?.title ?? null,
  servicePricing: offer?.pricing ?? null,
  servicePriceMinor: offer?.priceMinor ?? null,
  serviceCurrency: offer?.currency ?? null,
  serviceUnit: offer?.unit ?? null,
  status,
  review,
  created: '2026-11-20T09:00:00.000Z',
});

const eventUrl = `/api/events/${event.id}`;
const eventVendorsUrl = `${eventUrl}/vendors`;
const reviewsUrl = `${eventUrl}/vendor-reviews`;

let eventVendors: EventVendor[] = [];
let published = new Set<string>();
const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  const path = url.pathname;
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (path === eventUrl) return sendJson(res, 200, event);
  if (path === `${eventUrl}/stats`) return sendJson(res, 404, { message: 'Not found' });
  if (path === '/api/categories') return sendJson(res, 200, page(SERVICE_CATEGORIES));
  if (path === '/api/public/vendors') {
    const q = url.searchParams.get('q')?.toLowerCase() ?? '';
    const category = url.searchParams.get('category');
    const matches = [MAMA, TENTS].filter(
      (vendor) =>
        vendor.businessName.toLowerCase().includes(q) &&
        (!category || vendor.categories.some((c) => c.id === category)),
    );
    return sendJson(res, 200, page(matches.map(({ services: _s, photos: _p, ...rest }) => rest)));
  }
  if (path === `/api/public/vendors/${MAMA.id}`) return sendJson(res, 200, MAMA);
  if (path === `/api/public/vendors/${TENTS.id}`) return sendJson(res, 200, TENTS_DETAIL);
  if (path === eventVendorsUrl && request.method === 'GET') {
    return sendJson(res, 200, { items: eventVendors });
  }
  if (path === eventVendorsUrl && request.method === 'POST') {
    if (!published.has(body.vendorId as string)) {
      return sendJson(res, 400, {
        message: 'Unknown vendor',
        fieldErrors: { vendorId: ['Unknown vendor'] },
      });
    }
    const vendor = body.vendorId === MAMA.id ? MAMA : TENTS_DETAIL;
    const offer = vendor.services.find((s) => s.id === body.serviceId) ?? null;
    // A new link is a booking the vendor has yet to confirm (decision 0060).
    const linked = eventVendorOf(vendor, offer, 'awaiting-vendor', 'requested');
    eventVendors = [...eventVendors.filter((s) => s.vendorId !== linked.vendorId), linked];
    return sendJson(res, 201, linked);
  }
  if (path.startsWith(`${eventVendorsUrl}/`) && request.method === 'DELETE') {
    const vendorId = path.slice(eventVendorsUrl.length + 1);
    eventVendors = eventVendors.filter((s) => s.vendorId !== vendorId);
    return sendJson(res, 200, { message: 'Vendor removed' });
  }
  if (path === reviewsUrl && request.method === 'POST') {
    const linked = eventVendors.find((s) => s.vendorId === body.vendorId);
    if (linked?.review === 'reviewed') {
      return sendJson(res, 409, {
        message: 'This vendor has already been reviewed by you or for this event',
      });
    }
    eventVendors = eventVendors.map((s) =>
      s === linked ? { ...s, review: 'reviewed' as const } : s,
    );
    return sendJson(res, 201, {
      id: '00000000-0000-4000-8000-0000000000f1',
      authorName: 'Amina Njeri',
      rating: body.rating,
      text: body.text,
      reply: null,
      repliedAt: null,
      created: '2026-11-26T09:00:00.000Z',
      source: 'organiser',
    });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);
beforeEach(() => {
  eventVendors = [];
  published = new Set([MAMA.id, TENTS.id]);
});

const requestsTo = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter(
    (request) => request.method === method && new URL(request.url, 'http://test').pathname === path,
  );
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request!.body) as unknown;

const ORGANISER: Privilege[] = ['READ_EVENTS', 'UPDATE_EVENTS'];

function renderEventVendors(privileges: Privilege[] = ORGANISER) {
  const user = userEvent.setup();
  renderApp({
    path: `/dashboard/events/${event.id}?tab=vendors`,
    user: makeUser(privileges),
  });
  return user;
}

const eventVendorList = () => screen.findByRole('list', { name: 'Vendors of this event' });

describe("an event's vendors", () => {
  it('lists each event vendor with its link, city, service and price, and whether it is reviewed', async () => {
    eventVendors = [eventVendorOf(MAMA, BUFFET), eventVendorOf(TENTS_DETAIL, null, 'reviewed')];
    renderEventVendors(['READ_EVENTS']);
    expect(await screen.findByRole('tab', { name: 'Vendors', selected: true })).toBeVisible();
    const items = within(await eventVendorList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: MAMA.businessName })).toHaveAttribute(
      'href',
      `/vendors/${MAMA.id}`,
    );
    expect(items[0]).toHaveTextContent('Nairobi');
    expect(items[0]).toHaveTextContent('Wedding buffet · KES 1,200.00 per guest');
    expect(within(items[1]!).getByText('No particular service')).toBeVisible();
    expect(within(items[1]!).getByText('Reviewed')).toBeVisible();
    // A reader may review (decision 0039) but neither add nor remove.
    expect(
      within(items[0]!).getByRole('button', { name: `Review ${MAMA.businessName}` }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add vendor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('adds an event vendor: searches the directory, chooses a vendor and one of its services', async () => {
    const user = renderEventVendors();
    expect(await screen.findByText(/No vendors yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vendor' });
    expect(
      await within(dialog).findByRole('radio', { name: /Mama Ntilie Catering/ }),
    ).toBeVisible();

    await user.type(within(dialog).getByLabelText('Search vendors by name'), 'pwani');
    await waitFor(() =>
      expect(
        requestsTo('GET', '/api/public/vendors').some(
          (request) => new URL(request.url, 'http://test').searchParams.get('q') === 'pwani',
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: /Mama Ntilie/ })).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('radio', { name: /Pwani Tents/ }));
    const serviceSelect = await within(dialog).findByLabelText(
      'Service from Pwani Tents (optional)',
    );
    await waitFor(() => expect(serviceSelect).toBeEnabled());
    const tentHire = await within(serviceSelect).findByRole('option', { name: /^Tent for 200/ });
    expect(tentHire).toHaveTextContent('Tent for 200 · KES 35,000.00');
    await user.selectOptions(serviceSelect, tentHire);
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));

    await waitFor(() => expect(requestsTo('POST', eventVendorsUrl)).toHaveLength(1));
    expect(bodyOf(requestsTo('POST', eventVendorsUrl)[0])).toEqual({
      vendorId: TENTS.id,
      serviceId: TENT_HIRE.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = await eventVendorList();
    expect(
      await within(list).findByText('Tent for 200 · KES 35,000.00', {
        normalizer: (text) => text.replace(/\s+/g, ' '),
      }),
    ).toBeVisible();
    // The vendor has not confirmed yet: no review offered.
    expect(within(list).getByText('Awaiting the vendor')).toBeVisible();
    expect(within(list).getByText('You can review once the vendor confirms')).toBeVisible();
    expect(within(list).queryByRole('button', { name: /^Review / })).not.toBeInTheDocument();
  });

  it('offers a review only for a confirmed booking of an event that has started', async () => {
    eventVendors = [
      eventVendorOf(MAMA, BUFFET, 'awaiting-vendor', 'requested'),
      eventVendorOf(TENTS_DETAIL, null, 'declined', 'declined'),
    ];
    renderEventVendors();
    const items = within(await eventVendorList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Awaiting the vendor');
    expect(items[1]).toHaveTextContent('Declined by the vendor');
    expect(screen.queryByRole('button', { name: /^Review / })).not.toBeInTheDocument();
    // A declined event vendor can still be removed.
    expect(
      within(items[1]!).getByRole('button', { name: `Remove ${TENTS.businessName}` }),
    ).toBeVisible();
  });

  it('says a confirmed event vendor can be reviewed after the event has started', async () => {
    eventVendors = [eventVendorOf(MAMA, BUFFET, 'not-started')];
    renderEventVendors();
    const [item] = within(await eventVendorList()).getAllByRole('listitem');
    expect(item).toHaveTextContent('Confirmed');
    expect(item).toHaveTextContent('You can review after the event has started');
    expect(within(item!).queryByRole('button', { name: /^Review / })).not.toBeInTheDocument();
  });

  it('filters by category and says so when the chosen vendor left the directory', async () => {
    published = new Set();
    const user = renderEventVendors();
    await user.click(await screen.findByRole('button', { name: 'Add vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vendor' });
    await within(dialog).findByRole('option', { name: 'Catering' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Catering');
    await waitFor(() =>
      expect(
        requestsTo('GET', '/api/public/vendors').some(
          (request) =>
            new URL(request.url, 'http://test').searchParams.get('category') === CATERING,
        ),
      ).toBe(true),
    );
    await user.click(await within(dialog).findByRole('radio', { name: /Mama Ntilie/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This vendor is no longer in the directory. Choose another one.',
    );
    expect(bodyOf(requestsTo('POST', eventVendorsUrl)[0])).toEqual({
      vendorId: MAMA.id,
      serviceId: null,
    });
  });

  it('removes an event vendor only once confirmed', async () => {
    eventVendors = [eventVendorOf(MAMA, BUFFET)];
    const user = renderEventVendors();
    const list = await eventVendorList();
    await user.click(within(list).getByRole('button', { name: `Remove ${MAMA.businessName}` }));
    let confirm = await screen.findByRole('alertdialog', { name: `Remove ${MAMA.businessName}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo('DELETE', `${eventVendorsUrl}/${MAMA.id}`)).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: `Remove ${MAMA.businessName}` }));
    confirm = await screen.findByRole('alertdialog', { name: `Remove ${MAMA.businessName}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Remove vendor' }));
    await waitFor(() =>
      expect(requestsTo('DELETE', `${eventVendorsUrl}/${MAMA.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText(/No vendors yet/)).toBeVisible();
  });

  it('reviews an event vendor with a rating and text, then shows it reviewed', async () => {
    eventVendors = [eventVendorOf(MAMA, BUFFET)];
    const user = renderEventVendors(['READ_EVENTS']);
    await user.click(
      within(await eventVendorList()).getByRole('button', { name: `Review ${MAMA.businessName}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Review ${MAMA.businessName}` });
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    expect(requestsTo('POST', reviewsUrl)).toHaveLength(0);

    const stars = within(dialog).getByRole('group', { name: 'Rating' });
    await user.click(within(stars).getByRole('radio', { name: '4 stars, Very good' }));
    await user.type(
      within(dialog).getByLabelText('Your review (optional)'),
      '  On time, hot food ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    await waitFor(() => expect(requestsTo('POST', reviewsUrl)).toHaveLength(1));
    expect(bodyOf(requestsTo('POST', reviewsUrl)[0])).toEqual({
      vendorId: MAMA.id,
      rating: 4,
      text: 'On time, hot food',
    });
    expect(await within(await eventVendorList()).findByText('Reviewed')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Review / })).not.toBeInTheDocument();
  });

  it('closes the review when the event already reviewed the vendor (409)', async () => {
    eventVendors = [eventVendorOf(MAMA, BUFFET)];
    const user = renderEventVendors();
    await user.click(
      within(await eventVendorList()).getByRole('button', { name: `Review ${MAMA.businessName}` }),
    );
    // Someone on the team reviews in between.
    eventVendors = [eventVendorOf(MAMA, BUFFET, 'reviewed')];
    const dialog = await screen.findByRole('dialog', { name: `Review ${MAMA.businessName}` });
    await user.click(within(dialog).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(
      await screen.findByText(
        `${MAMA.businessName} has already been reviewed by you or for this event`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(await eventVendorList()).findByText('Reviewed')).toBeVisible();
  });
});
