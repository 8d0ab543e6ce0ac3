import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Vendor } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import {
  CATERING,
  DECOR,
  page,
  SERVICE_CATEGORIES,
  service,
  summary,
  vendor,
} from '../../../../../test/fixtures/vendor-fixtures';
import {
  sendJson,
  setupApiServer,
  type Handler,
  type RecordedRequest,
} from '../../../../../test/test-server';

const MAMA = vendor();

const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (url.pathname === '/api/installation') return sendJson(res, 200, { defaultCountry: 'KE' });
  if (url.pathname === '/api/categories') return sendJson(res, 200, page(SERVICE_CATEGORIES));
  if (url.pathname === '/api/vendors' && request.method === 'GET') {
    return sendJson(res, 200, page([MAMA]));
  }
  if (url.pathname === '/api/vendors' && request.method === 'POST') {
    return sendJson(res, 201, { ...MAMA, ...body, id: MAMA.id, version: 1 });
  }
  if (url.pathname === `/api/vendors/${MAMA.id}` && request.method === 'GET') {
    return sendJson(res, 200, MAMA);
  }
  if (url.pathname === `/api/vendors/${MAMA.id}` && request.method === 'PATCH') {
    return sendJson(res, 200, { ...MAMA, ...body, version: MAMA.version + 1 });
  }
  if (url.pathname === `/api/vendors/${MAMA.id}/submit`) {
    return sendJson(res, 200, { ...MAMA, status: 'pending', version: MAMA.version + 1 });
  }
  if (url.pathname === '/api/vendor-dashboard/summary') return sendJson(res, 200, summary());
  if (url.pathname === `/api/vendors/${MAMA.id}/bookings`) return sendJson(res, 200, page([]));
  if (url.pathname === '/api/vendor-services') return sendJson(res, 200, page([service()]));
  if (url.pathname === '/api/moderation/vendors') {
    return sendJson(
      res,
      200,
      page([
        vendor({
          id: '00000000-0000-4000-8000-0000000000a9',
          businessName: 'Pending Tents',
          status: 'pending',
        }),
      ]),
    );
  }
  if (url.pathname.endsWith('/moderation')) {
    return sendJson(res, 200, {
      ...MAMA,
      status: body.action === 'approve' ? 'published' : 'draft',
    });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

const writes = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter(
    (request) => request.method === method && new URL(request.url, 'http://test').pathname === path,
  );
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request!.body) as unknown;

const owner = makeUser([]);

describe('the vendor form', () => {
  it('creates a vendor: categories, phone in E.164 and the price range in minor units', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/vendor-dashboard/vendors/new', user: owner });
    await screen.findByRole('heading', { level: 1, name: 'New vendor' });
    await user.type(screen.getByLabelText('Business name'), 'Mama Ntilie Catering');
    await user.click(await screen.findByRole('checkbox', { name: 'Catering' }));
    await user.click(screen.getByRole('checkbox', { name: 'Decoration' }));
    await user.type(screen.getByLabelText('City or town'), 'Nairobi');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '0712 000 100');
    await user.type(screen.getByLabelText('Lowest price (KES)'), '50,000');
    await user.type(screen.getByLabelText('Highest price (KES)'), '400000.50');
    await user.type(
      screen.getByLabelText('Social media links'),
      'https://instagram.com/mama\n\nhttps://facebook.com/mama',
    );
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));

    await waitFor(() => expect(writes('POST', '/api/vendors')).toHaveLength(1));
    expect(bodyOf(writes('POST', '/api/vendors')[0])).toEqual({
      businessName: 'Mama Ntilie Catering',
      categoryIds: [CATERING, DECOR],
      description: null,
      region: null,
      city: 'Nairobi',
      mapUrl: null,
      phone: '+254712000100',
      whatsapp: null,
      email: null,
      website: null,
      socialLinks: ['https://instagram.com/mama', 'https://facebook.com/mama'],
      currency: 'KES',
      priceMinMinor: 5_000_000,
      priceMaxMinor: 40_000_050,
    });
    await waitFor(() => expect(app.pathname()).toBe(`/vendor-dashboard/vendors/${MAMA.id}`));
  });

  it("refuses what the server's schema refuses, under the field it is about", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/vendor-dashboard/vendors/new', user: owner });
    await screen.findByRole('heading', { level: 1, name: 'New vendor' });
    await user.type(screen.getByLabelText('Website'), 'not a link');
    await user.type(screen.getByLabelText('Lowest price (KES)'), '500');
    await user.type(screen.getByLabelText('Highest price (KES)'), '100');
    await user.type(screen.getByLabelText('E-mail'), 'mama@');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));

    expect(await screen.findByLabelText('Business name')).toHaveAccessibleDescription(/required/i);
    expect(screen.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Invalid e-mail address');
    expect(screen.getByLabelText('Highest price (KES)')).toHaveAccessibleDescription(
      'Highest price must be greater than lowest price',
    );
    expect(writes('POST', '/api/vendors')).toHaveLength(0);
  });

  it('edits: sends only what changed, with the version it read', async () => {
    const user = userEvent.setup();
    renderApp({ path: `/vendor-dashboard/vendors/${MAMA.id}/edit`, user: owner });
    const city = await screen.findByLabelText('City or town');
    expect(city).toHaveValue('Nairobi');
    expect(screen.getByLabelText('Lowest price (KES)')).toHaveValue('50000.00');
    await user.clear(city);
    await user.type(city, 'Mombasa');
    await user.click(screen.getByRole('checkbox', { name: 'Decoration' }));
    await user.click(screen.getByRole('button', { name: 'Save vendor' }));
    await waitFor(() => expect(writes('PATCH', `/api/vendors/${MAMA.id}`)).toHaveLength(1));
    expect(bodyOf(writes('PATCH', `/api/vendors/${MAMA.id}`)[0])).toEqual({
      city: 'Mombasa',
      categoryIds: [CATERING, DECOR],
      version: MAMA.version,
    });
  });
});

describe('the vendor dashboard', () => {
  it('home: figures, and the checklist with where to fix each item', async () => {
    renderApp({ path: '/vendor-dashboard/home', user: owner });
    await screen.findByRole('heading', { level: 1, name: `Welcome, ${owner.name}` });
    expect(await screen.findByText('Page views')).toBeInTheDocument();
    expect(screen.getByText('4.7 (3 reviews)')).toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: /Profile checklist/ });
    expect(within(checklist).getByRole('link', { name: 'Fix: A cover photo' })).toHaveAttribute(
      'href',
      `/vendor-dashboard/gallery?vendorId=${MAMA.id}`,
    );
    expect(
      within(checklist).getByRole('link', { name: 'Fix: At least one published service' }),
    ).toHaveAttribute('href', `/vendor-dashboard/services?vendorId=${MAMA.id}`);
    expect(within(checklist).queryByRole('link', { name: 'Fix: Business name' })).toBeNull();
    expect(
      await screen.findByText('No booking requests are waiting for an answer.'),
    ).toBeInTheDocument();
  });

  it("the vendor's page shows a moderator's reason and submits with the version", async () => {
    server.route = (request, res) =>
      new URL(request.url, 'http://test').pathname === `/api/vendors/${MAMA.id}` &&
      request.method === 'GET'
        ? sendJson(res, 200, {
            ...MAMA,
            status: 'suspended',
            statusReason: 'Photos of another business',
          } satisfies Vendor)
        : serve(request, res);
    const user = userEvent.setup();
    renderApp({ path: `/vendor-dashboard/vendors/${MAMA.id}`, user: owner });
    expect(await screen.findByText('A moderator suspended this profile')).toBeInTheDocument();
    expect(screen.getByText('Photos of another business')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(await within(status).findByRole('link', { name: 'A cover photo' })).toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(writes('POST', `/api/vendors/${MAMA.id}/submit`)).toHaveLength(1));
    expect(bodyOf(writes('POST', `/api/vendors/${MAMA.id}/submit`)[0])).toEqual({
      version: MAMA.version,
    });
  });

  it('a SUPER_ADMIN rejects a pending vendor only with a reason', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/vendor-dashboard/vendors', user: makeUser(['SUPER_ADMIN']) });
    const queue = await screen.findByRole('region', { name: 'Moderation' });
    await within(queue).findByText('Pending Tents');
    await user.click(within(queue).getByRole('button', { name: 'Actions for Pending Tents' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Pending Tents?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Add prices, please');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const path = '/api/vendors/00000000-0000-4000-8000-0000000000a9/moderation';
    await waitFor(() => expect(writes('POST', path)).toHaveLength(1));
    expect(bodyOf(writes('POST', path)[0])).toEqual({
      action: 'reject',
      reason: 'Add prices, please',
      version: 2,
    });
  });

  it('an owner who is no moderator sees no moderation queue', async () => {
    renderApp({ path: '/vendor-dashboard/vendors', user: owner });
    await screen.findByRole('heading', { level: 1, name: 'Vendors' });
    await screen.findByText('Mama Ntilie Catering');
    expect(screen.queryByRole('region', { name: 'Moderation' })).toBeNull();
    expect(server.requests.some((r) => r.url.startsWith('/api/moderation'))).toBe(false);
  });

  it('adds a service per guest: the unit is asked, the price sent in minor units', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/vendor-dashboard/services', user: owner });
    await screen.findByText('Wedding buffet');
    await user.click(screen.getByRole('button', { name: 'New service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service' });
    await user.type(within(dialog).getByLabelText('Title'), 'Chapati station');
    await user.selectOptions(within(dialog).getByLabelText('Pricing'), 'per_unit');
    await user.type(within(dialog).getByLabelText('Price (KES)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(
      await within(dialog).findByText('Unit is required for a price per unit'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Unit'), 'guest');
    server.route = (request, res) =>
      request.method === 'POST'
        ? sendJson(res, 201, service({ title: 'Chapati station', priceMinor: 15_000 }))
        : serve(request, res);
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    await waitFor(() => expect(writes('POST', '/api/vendor-services')).toHaveLength(1));
    expect(bodyOf(writes('POST', '/api/vendor-services')[0])).toEqual({
      vendorId: MAMA.id,
      title: 'Chapati station',
      categoryId: null,
      description: null,
      pricing: 'per_unit',
      priceMinor: 15_000,
      currency: 'KES',
      unit: 'guest',
      published: true,
    });
  });
});
