import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventTemplate } from '@karamu/shared';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const WEDDING = '00000000-0000-4000-8000-0000000000c1';
const BIRTHDAY = '00000000-0000-4000-8000-0000000000c2';
const design = (id: string, name: string, categoryId: string, categoryName: string) =>
  ({
    id,
    name,
    description: `${name}, a design of ours`,
    categoryId,
    categoryName,
    artworkType: 'image/svg+xml',
    published: true,
    created: '2026-11-01T00:00:00.000Z',
    updated: '2026-11-01T00:00:00.000Z',
    createdBy: null,
    version: 3,
  }) satisfies EventTemplate;
const RINGS = design('00000000-0000-4000-8000-0000000000a1', 'Golden rings', WEDDING, 'Wedding');
const BALLOONS = design(
  '00000000-0000-4000-8000-0000000000a2',
  'Balloons and confetti',
  BIRTHDAY,
  'Birthday',
);

const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === '/api/categories') {
    return sendJson(res, 200, {
      items: [
        { id: BIRTHDAY, name: 'Birthday' },
        { id: WEDDING, name: 'Wedding' },
      ],
      total: 2,
      page: 1,
      size: 1000,
    });
  }
  if (url.pathname === '/api/event-templates') {
    const filters = url.searchParams.getAll('filter');
    const items = [BALLOONS, RINGS].filter(
      (item) =>
        filters.every((f) => !f.startsWith('categoryId:') || f.endsWith(item.categoryId)) &&
        (!filters.some((f) => f.startsWith('name:ilike:')) ||
          filters.some(
            (f) => f.startsWith('name:ilike:') && item.name.toLowerCase().includes(f.slice(11)),
          )),
    );
    return sendJson(res, 200, { items, total: items.length, page: 1, size: 200 });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

const galleryRequests = () =>
  server.requests
    .filter((r) => r.url.startsWith('/api/event-templates?'))
    .map((r) => new URL(r.url, 'http://test').searchParams.getAll('filter'));

describe('the public gallery at /event-templates', { timeout: 60_000 }, () => {
  it('shows the published designs with their artwork, filters by category chip and searches', async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/event-templates', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Event templates' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Designs' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    // The version in the URL: a changed design is a new URL, so the image can be cached for good.
    expect(
      within(list)
        .getByRole('img', { name: 'Preview of the Golden rings design' })
        .getAttribute('src'),
    ).toBe(`${server.origin}/api/event-templates/${RINGS.id}/artwork?v=3`);
    expect(galleryRequests()[0]).toEqual(['published:in:true']);

    await user.click(screen.getByRole('button', { name: 'Wedding' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Wedding' })).toHaveAttribute('aria-pressed', 'true');
    expect(app.router.state.location.search).toBe(`?category=${WEDDING}`);
    expect(galleryRequests().at(-1)).toEqual(['published:in:true', `categoryId:in:${WEDDING}`]);
    expect(screen.getByRole('link', { name: 'Use this design: Golden rings' })).toHaveAttribute(
      'href',
      `/create-event?template=${RINGS.id}`,
    );

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search designs' }), 'ball');
    await waitFor(() =>
      expect(galleryRequests().at(-1)).toEqual([
        'name:ilike:ball',
        'description:ilike:ball',
        'published:in:true',
      ]),
    );
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByRole('heading', { name: 'Balloons and confetti' })).toBeVisible();
  });

  it('is a gallery in the dashboard for users without the EVENT_TEMPLATES privileges', async () => {
    renderApp({ path: '/dashboard/event-templates', user: makeUser(['READ_EVENTS']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Event templates' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Designs' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New design' })).not.toBeInTheDocument();
  });

  it('is a table with "New design" for holders of ADD_EVENT_TEMPLATES', async () => {
    renderApp({
      path: '/dashboard/event-templates',
      user: makeUser(['READ_EVENT_TEMPLATES', 'ADD_EVENT_TEMPLATES']),
    });
    expect(await screen.findByRole('table', { name: 'Event templates' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New design' })).toBeVisible();
    expect(await screen.findByText('Golden rings')).toBeVisible();
  });
});
