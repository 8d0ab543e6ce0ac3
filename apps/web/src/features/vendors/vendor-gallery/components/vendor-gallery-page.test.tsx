import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { vendorPhotoRef, type VendorPhoto } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import {
  sendJson,
  setupApiServer,
  type Handler,
  type RecordedRequest,
} from '../../../../../test/test-server';

const server = setupApiServer();

const owner = makeUser([], { name: 'Baraka Otieno', username: 'baraka' });
const TENTS = '10000000-0000-4000-8000-000000000001';
const CATERING = '10000000-0000-4000-8000-000000000002';
const SERVICE = '30000000-0000-4000-8000-000000000001';

const photo = (n: number, altText: string | null, vendorId = TENTS): VendorPhoto => ({
  ...vendorPhotoRef({
    id: `20000000-0000-4000-8000-00000000000${n}`,
    altText,
    width: 1280,
    height: 960,
  }),
  vendorId,
  serviceId: null,
  position: n - 1,
  created: '2026-11-20T08:00:00.000Z',
});

type FakeVendor = {
  id: string;
  businessName: string;
  coverPhotoId: string | null;
  version: number;
};
let vendors: FakeVendor[];
let photos: Record<string, VendorPhoto[]>;
/** A test's own answers, tried before the fake's usual ones. */
let override: (request: RecordedRequest, res: Parameters<Handler>[1]) => boolean;

beforeEach(() => {
  vendors = [
    { id: TENTS, businessName: 'Zawadi Tents', coverPhotoId: null, version: 4 },
    { id: CATERING, businessName: 'Amani Catering', coverPhotoId: null, version: 1 },
  ];
  photos = {
    [TENTS]: [photo(1, 'White tent at dusk'), photo(2, null), photo(3, 'Chairs in rows')],
    [CATERING]: [],
  };
  override = () => false;
  server.route = (request, res) => {
    if (override(request, res)) return;
    const { method, url } = request;
    if (method === 'GET' && url.startsWith('/api/vendors?')) {
      return sendJson(res, 200, { items: vendors, total: vendors.length, page: 1, size: 100 });
    }
    if (method === 'GET' && url.startsWith(`/api/vendor-services?vendorId=${TENTS}&`)) {
      return sendJson(res, 200, { items: [{ id: SERVICE, title: 'Tent for 300 guests' }] });
    }
    if (method === 'GET' && url.startsWith('/api/vendor-services?')) {
      return sendJson(res, 200, { items: [] });
    }
    const list = /^\/api\/vendors\/([\w-]+)\/photos$/.exec(url);
    if (method === 'GET' && list) return sendJson(res, 200, photos[list[1]!] ?? []);
    const order = /^\/api\/vendors\/([\w-]+)\/photo-order$/.exec(url);
    if (method === 'PUT' && order) {
      const ids = (JSON.parse(request.body) as { photoIds: string[] }).photoIds;
      const byId = new Map(photos[order[1]!]!.map((p) => [p.id, p]));
      photos[order[1]!] = ids.map((id, position) => ({ ...byId.get(id)!, position }));
      return sendJson(res, 200, photos[order[1]!]);
    }
    const one = /^\/api\/vendor-photos\/([\w-]+)$/.exec(url);
    if (one && (method === 'PATCH' || method === 'DELETE')) {
      const id = one[1]!;
      const list = photos[TENTS]!;
      if (method === 'DELETE') {
        photos[TENTS] = list.filter((p) => p.id !== id).map((p, position) => ({ ...p, position }));
        return sendJson(res, 200, { message: 'Photo deleted' });
      }
      const changes = JSON.parse(request.body) as Partial<VendorPhoto>;
      photos[TENTS] = list.map((p) => (p.id === id ? { ...p, ...changes } : p));
      return sendJson(
        res,
        200,
        photos[TENTS].find((p) => p.id === id),
      );
    }
    const vendor = /^\/api\/vendors\/([\w-]+)$/.exec(url);
    if (method === 'PATCH' && vendor) {
      const body = JSON.parse(request.body) as { coverPhotoId: string };
      vendors = vendors.map((v) =>
        v.id === vendor[1] ? { ...v, coverPhotoId: body.coverPhotoId, version: v.version + 1 } : v,
      );
      return sendJson(
        res,
        200,
        vendors.find((v) => v.id === vendor[1]),
      );
    }
    sendJson(res, 404, { message: `No fake for ${method} ${url}` });
  };
});

const requestsTo = (method: string, url: string) =>
  server.requests.filter((r) => r.method === method && r.url === url);

async function openGallery(path = '/vendor-dashboard/gallery') {
  const app = renderApp({ path, user: owner });
  await screen.findByRole('heading', { level: 1, name: 'Gallery' });
  await screen.findByRole('list', { name: 'Photos in gallery order' });
  return app;
}

const card = (position: number) =>
  within(screen.getByRole('list', { name: 'Photos in gallery order' }))
    .getAllByRole('listitem')
    .at(position - 1)!;

describe('the gallery page', () => {
  it('shows the first vendor’s photos in order, which lack alt text, and switches vendor by the picker', async () => {
    const app = renderApp({ path: '/vendor-dashboard/gallery', user: owner });
    await screen.findByText(/No photos yet/);
    expect(document.title).toBe('Gallery · Karamu');
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue(CATERING);
    // Amani Catering sorts first, and has no photos yet.
    expect(screen.queryByRole('list', { name: 'Photos in gallery order' })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), TENTS);
    expect(app.router.state.location.search).toBe(`?vendorId=${TENTS}`);
    await screen.findByRole('list', { name: 'Photos in gallery order' });
    expect(within(card(1)).getByRole('img')).toHaveAttribute('alt', 'White tent at dusk');
    const thumbnail = within(card(1)).getByRole('img');
    expect(thumbnail).toHaveAttribute('width', '1280');
    expect(thumbnail.getAttribute('srcset')).toContain(`${photo(1, null).sources[2]!.url} 1280w`);
    expect(screen.getByText('1 photo needs alt text')).toBeInTheDocument();
    expect(screen.getByText(/before you submit the vendor for review: photo 2\./)).toBeVisible();
    expect(within(card(2)).getByText('Needs alt text')).toBeVisible();
    expect(within(card(2)).getByLabelText('Alt text of photo 2')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('saves alt text, after which the photo no longer needs it', async () => {
    await openGallery(`/vendor-dashboard/gallery?vendorId=${TENTS}`);
    const user = userEvent.setup();
    await user.type(within(card(2)).getByLabelText('Alt text of photo 2'), 'Buffet table');
    await user.click(within(card(2)).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText(/needs alt text/)).toBeNull());
    const [patch] = requestsTo('PATCH', `/api/vendor-photos/${photo(2, null).id}`);
    expect(JSON.parse(patch!.body)).toEqual({ altText: 'Buffet table' });
  });

  it('says which service a photo shows, and takes it back', async () => {
    await openGallery(`/vendor-dashboard/gallery?vendorId=${TENTS}`);
    const user = userEvent.setup();
    const picker = await within(card(1)).findByLabelText('Service shown in photo 1');
    await user.selectOptions(picker, 'Tent for 300 guests');
    await waitFor(() => expect(picker).toHaveValue(SERVICE));
    await user.selectOptions(picker, 'No particular service');
    await waitFor(() => expect(picker).toHaveValue(''));
    const patches = requestsTo('PATCH', `/api/vendor-photos/${photo(1, null).id}`);
    expect(patches.map((p) => JSON.parse(p.body))).toEqual([
      { serviceId: SERVICE },
      { serviceId: null },
    ]);
  });

  it('moves a photo with its buttons and arrow keys, announcing it and keeping focus', async () => {
    await openGallery(`/vendor-dashboard/gallery?vendorId=${TENTS}`);
    const user = userEvent.setup();
    await user.click(within(card(1)).getByRole('button', { name: 'Move photo 1 down' }));
    expect(await screen.findByText('Photo moved from position 1 to 2 of 3.')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo('PUT', `/api/vendors/${TENTS}/photo-order`)).toHaveLength(1),
    );
    const [put] = requestsTo('PUT', `/api/vendors/${TENTS}/photo-order`);
    expect(JSON.parse(put!.body)).toEqual({
      photoIds: [photo(2, null).id, photo(1, null).id, photo(3, null).id],
    });
    const moved = within(card(2)).getByRole('button', { name: 'Move photo 2 down' });
    await waitFor(() => expect(moved).toHaveFocus());

    await user.keyboard('{End}');
    await screen.findByText('Photo moved from position 2 to 3 of 3.');
    // At the end its Down button is disabled: focus goes to its Up button.
    await waitFor(() =>
      expect(within(card(3)).getByRole('button', { name: 'Move photo 3 up' })).toHaveFocus(),
    );
    expect(within(card(3)).getByRole('img')).toHaveAttribute('alt', 'White tent at dusk');
    await user.keyboard('{ArrowUp}');
    await screen.findByText('Photo moved from position 3 to 2 of 3.');
    await waitFor(() =>
      expect(requestsTo('PUT', `/api/vendors/${TENTS}/photo-order`)).toHaveLength(3),
    );
  });

  it('puts the order back when the server refuses it', async () => {
    override = (request, res) => {
      if (request.method !== 'PUT') return false;
      sendJson(res, 400, {
        message: "The order must name each of the vendor's photos exactly once",
      });
      return true;
    };
    await openGallery(`/vendor-dashboard/gallery?vendorId=${TENTS}`);
    const user = userEvent.setup();
    await user.click(within(card(1)).getByRole('button', { name: 'Move photo 1 down' }));
    expect(
      await screen.findByText('The photo could not be moved; the previous order is back.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card(1)).getByRole('img')).toHaveAttribute('alt', 'White tent at dusk'),
    );
  });

  it('chooses the cover through the vendor’s versioned PATCH', async () => {
    await openGallery(`/vendor-dashboard/gallery?vendorId=${TENTS}`);
    const user = userEvent.setup();
    await user.click(within(card(3)).getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(
      await within(card(3)).findByRole('button', { name: 'Photo 3 is the cover' }),
    ).toBeDisabled();
    const [patch] = requestsTo('PATCH', `/api/vendors/${TENTS}`);
    expect(JSON.parse(patch!.body)).toEqual({ coverPhotoId: photo(3, null).id, version: 4 });
  });

  it('deletes a photo only after confirmation', async () => {
    await openGallery(`/vendor-dashboard/gallery?vendorId=${TENTS}`);
    const user = userEvent.setup();
    await user.click(within(card(1)).getByRole('button', { name: 'Delete photo 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('DELETE', `/api/vendor-photos/${photo(1, null).id}`)).toHaveLength(0);

    await user.click(within(card(1)).getByRole('button', { name: 'Delete photo 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete photo' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Photos in gallery order' }).children).toHaveLength(
        2,
      ),
    );
    expect(requestsTo('DELETE', `/api/vendor-photos/${photo(1, null).id}`)).toHaveLength(1);
  });

  it('uploads several photos, one request each with progress, and shows each refusal', async () => {
    let posted = 0;
    override = (request, res) => {
      if (request.method !== 'POST') return false;
      posted += 1;
      if (posted === 2) {
        sendJson(res, 400, {
          message: 'The photo could not be read: the file is damaged or incomplete',
          fieldErrors: {
            photo: ['The photo could not be read: the file is damaged or incomplete'],
          },
        });
        return true;
      }
      const added = photo(4, null);
      photos[TENTS] = [...photos[TENTS]!, { ...added, position: 3 }];
      sendJson(res, 201, added);
      return true;
    };
    await openGallery(`/vendor-dashboard/gallery?vendorId=${TENTS}`);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Add photos'), [
      new File(['jpeg bytes'], 'tent.jpg', { type: 'image/jpeg' }),
      new File(['broken'], 'broken.png', { type: 'image/png' }),
      new File(['GIF89a'], 'spinner.gif', { type: 'image/gif' }),
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Uploads' })).getByText(
        'Upload a JPEG, PNG or WebP photo',
      ),
    ).toBeVisible();
    expect(
      await screen.findByText('The photo could not be read: the file is damaged or incomplete'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Photos in gallery order' }).children).toHaveLength(
        4,
      ),
    );
    expect(screen.getByText('1 photo uploaded')).toBeInTheDocument();
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).queryByText('tent.jpg')).toBeNull();
    expect(within(uploads).getByText('broken.png')).toBeVisible();

    const posts = requestsTo('POST', `/api/vendors/${TENTS}/photos`);
    expect(posts.map((p) => [p.headers['content-type'], p.body])).toEqual([
      ['image/jpeg', 'jpeg bytes'],
      ['image/png', 'broken'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Dismiss broken.png' }));
    expect(within(uploads).queryByText('broken.png')).toBeNull();
  });

  it('leads a user without a vendor to create one', async () => {
    vendors = [];
    renderApp({ path: '/vendor-dashboard/gallery', user: owner });
    expect(await screen.findByRole('link', { name: 'Create a vendor profile' })).toHaveAttribute(
      'href',
      '/vendor-dashboard/vendors/new',
    );
  });
});
