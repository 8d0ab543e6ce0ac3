import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../../../../test/render-app';
import { page } from '../../../../../test/fixtures/vendor-fixtures';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';

const vendorUser = makeUser([], { name: 'Neema Mwakilema', username: '+254712000100' });

const serve: Handler = (request, res) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === '/api/installation') return sendJson(res, 200, { defaultCountry: 'KE' });
  if (url.pathname === '/api/me') return sendJson(res, 401, { message: 'Not signed in' });
  if (url.pathname === '/api/signup') return sendJson(res, 201, vendorUser);
  if (url.pathname === '/api/categories') return sendJson(res, 200, page([]));
  if (url.pathname === '/api/vendors') return sendJson(res, 200, page([]));
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

describe('/list-your-business', () => {
  it("signs a visitor up as a vendor and opens their first profile's form", async () => {
    const user = userEvent.setup();
    const app = renderApp({ path: '/list-your-business', user: null });
    await screen.findByRole('heading', { level: 1, name: 'List your business' });
    await user.type(await screen.findByLabelText('Your name'), 'Neema Mwakilema');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0712 000 100');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'vendor-ya-harusi');
    await user.type(screen.getByLabelText('Confirm password'), 'vendor-ya-harusi');
    await user.click(screen.getByRole('button', { name: 'Create account and continue' }));

    await waitFor(() => expect(app.pathname()).toBe('/vendor-dashboard/vendors/new'));
    const signup = server.requests.find((request) => request.url === '/api/signup');
    expect(JSON.parse(signup!.body)).toEqual({
      name: 'Neema Mwakilema',
      phone: '+254712000100',
      password: 'vendor-ya-harusi',
      kind: 'vendor',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New vendor' }),
    ).toBeInTheDocument();
  });

  it('offers a signed-in user their first profile at once', async () => {
    renderApp({ path: '/list-your-business', user: vendorUser });
    expect(await screen.findByRole('link', { name: 'Create your vendor profile' })).toHaveAttribute(
      'href',
      '/vendor-dashboard/vendors/new',
    );
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });
});
