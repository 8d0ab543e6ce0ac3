import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../test/render-app';
import {
  CATERING,
  page,
  publicService,
  publicVendor,
  SERVICE_CATEGORIES,
} from '../../../../../test/fixtures/vendor-fixtures';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const MAMA = publicVendor();
const OTHER = publicVendor({
  id: '00000000-0000-4000-8000-0000000000a2',
  businessName: 'Tents of Mombasa',
  city: 'Mombasa',
  categories: [],
  cover: null,
  rating: null,
  reviewCount: 0,
});

const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === '/api/categories') return sendJson(res, 200, page(SERVICE_CATEGORIES));
  if (url.pathname === '/api/public/vendors') {
    const city = url.searchParams.get('city');
    const category = url.searchParams.get('category');
    const items = [MAMA, OTHER].filter(
      (vendor) =>
        (!city || vendor.city === city) &&
        (!category || vendor.categories.some((c) => c.id === category)),
    );
    return sendJson(res, 200, page(items, items.length === 2 ? 30 : items.length));
  }
  if (url.pathname === '/api/public/services') return sendJson(res, 200, page([publicService()]));
  if (url.pathname === `/api/public/services/${publicService().id}`) {
    return sendJson(res, 200, publicService());
  }
  if (url.pathname === `/api/public/vendors/${MAMA.id}`) return sendJson(res, 200, MAMA);
  if (url.pathname === `/api/public/vendors/${MAMA.id}/views`) {
    return sendJson(res, 200, { counted: true });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

const directoryRequests = () =>
  server.requests
    .map((request) => new URL(request.url, 'http://test'))
    .filter((url) => url.pathname === '/api/public/vendors');

describe('/vendors', () => {
  it('lists vendors as cards with cover srcset, rating and price range', async () => {
    renderApp({ path: '/vendors', user: null });
    const list = await screen.findByRole('list', { name: 'Vendors' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const link = within(cards[0]!).getByRole('link', { name: 'Mama Ntilie Catering' });
    expect(link).toHaveAttribute('href', `/vendors/${MAMA.id}`);
    const cover = within(cards[0]!).getByRole('img', { name: MAMA.cover!.altText! });
    // A card never needs the 1280 px file: a phone would fetch it for a 400 px wide card.
    const widths = MAMA.cover!.sources.map((source) => source.width);
    expect(widths).toContain(1280);
    expect(cover.getAttribute('srcset')).toBe(
      MAMA.cover!.sources.filter((source) => source.width <= 640)
        .map((source) => `${source.url} ${source.width}w`)
        .join(', '),
    );
    expect(cover.getAttribute('src')).toMatch(/640\.webp$/);
    // The first card is above the fold: loaded at once; its size is reserved (width/height).
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('width', '1600');
    expect(within(cards[0]!).getByText(/4\.7 \(3 reviews\)/)).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/50,000.*400,000/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('30 vendors')).toBeInTheDocument();
  });

  it('keeps the filters in the URL and asks the API with them', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/vendors', user: null });
    await screen.findByRole('list', { name: 'Vendors' });
    await screen.findByRole('option', { name: 'Catering' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Catering');
    await user.type(screen.getByLabelText('City or town'), 'Nairobi');
    await user.selectOptions(screen.getByLabelText('Rating'), '4 stars and up');
    await user.type(screen.getByLabelText('Lowest price (KES)'), '5,000');

    await waitFor(() =>
      expect(app.router.state.location.search).toBe(
        `?category=${CATERING}&city=Nairobi&minRating=4&minPrice=500000&currency=KES`,
      ),
    );
    await waitFor(() => {
      const last = directoryRequests().at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toMatchObject({
        category: CATERING,
        city: 'Nairobi',
        minRating: '4',
        minPrice: '500000',
        currency: 'KES',
      });
    });
    // The typed city is asked once it settles, not once per letter.
    expect(
      directoryRequests().filter((url) => url.searchParams.get('city') === 'Nai'),
    ).toHaveLength(0);
  });

  it('opens a shared link with its filters in place, and pages on', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: `/vendors?city=Nairobi&sort=newest`, user: null });
    expect(await screen.findByLabelText('City or town')).toHaveValue('Nairobi');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    await screen.findByRole('list', { name: 'Vendors' });
    expect(directoryRequests()[0]!.search).toBe('?city=Nairobi&sort=newest&page=1&size=12');

    // Two vendors of thirty: three pages.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?sort=newest&page=2'));
  });

  it('folds the filters behind a Filters button that counts the ones in use', async () => {
    const user = userEvent.setup();
    renderApp({ path: `/vendors?city=Nairobi&minPrice=500000&currency=KES&q=pilau`, user: null });
    // Search is always shown and not counted; the city and the price range are.
    const toggle = await screen.findByRole('button', { name: 'Filters (2 on)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const folded = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(folded).toContainElement(screen.getByLabelText('City or town'));
    expect(folded).not.toContainElement(screen.getByLabelText('Search vendors'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/vendors?city=Kisumu', user: null });
    expect(await screen.findByText('No vendor matches these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await screen.findByRole('list', { name: 'Vendors' });
    expect(app.router.state.location.search).toBe('');
    expect(screen.getByLabelText('City or town')).toHaveValue('');
  });

  it('explains a failure and retries', async () => {
    server.route = (request, res) =>
      new URL(request.url, 'http://test').pathname === '/api/public/vendors'
        ? sendJson(res, 503, { message: 'The database is not answering' })
        : serve(request, res);
    const user = userEvent.setup();
    renderApp({ path: '/vendors', user: null });
    expect(await screen.findByText('We could not load the vendors')).toBeInTheDocument();
    server.route = serve;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Vendors' })).toBeInTheDocument();
  });
});

describe('/services', () => {
  it('lists services with their price and vendor', async () => {
    renderApp({ path: '/services', user: null });
    const list = await screen.findByRole('list', { name: 'Services' });
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Wedding buffet' })).toHaveAttribute(
      'href',
      `/services/${publicService().id}`,
    );
    expect(within(card).getByText(/1,200\.00 per guest/)).toBeInTheDocument();
    expect(within(card).getByText(/Mama Ntilie Catering · Nairobi/)).toBeInTheDocument();
  });
});

describe('/services/:serviceId', () => {
  it('shows the service, its price and a way to its vendor', async () => {
    renderApp({ path: `/services/${publicService().id}`, user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wedding buffet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1,200\.00 per guest/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the vendor, call or enquire' })).toHaveAttribute(
      'href',
      `/vendors/${MAMA.id}`,
    );
  });
});

describe('/vendors/:vendorId', () => {
  it('shows the vendor, its services and the call and WhatsApp buttons, and counts one view', async () => {
    renderApp({ path: `/vendors/${MAMA.id}`, user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mama Ntilie Catering' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+254712000100');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/254712000101',
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services and prices' });
    expect(within(services).getByText(/1,200\.00 per guest/)).toBeInTheDocument();
    // The app composes the enquiry form in (app/pages/storefront-slots.tsx): the button leads to it.
    expect(screen.getByRole('link', { name: 'Send an enquiry' })).toHaveAttribute(
      'href',
      '#enquiry',
    );
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/views')),
      ).toHaveLength(1),
    );
  });

  it('says a vendor that is not public cannot be found', async () => {
    renderApp({ path: '/vendors/00000000-0000-4000-8000-0000000000ff', user: null });
    expect(await screen.findByText('We could not find this vendor')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
