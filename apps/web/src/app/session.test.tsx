import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@karamu/shared';
import { http } from '@/lib/http';
import { pageReload } from '@/lib/reload';
import { makeUser, renderApp } from '../../test/render-app';
import { sendJson, setupApiServer, type RecordedRequest } from '../../test/test-server';

const server = setupApiServer();

const payer: CurrentUser = makeUser(['READ_PAYMENTS'], { name: 'Baraka Otieno' });
const isMe = (r: RecordedRequest) => r.method === 'GET' && r.url.startsWith('/api/me?');

describe('the me query', () => {
  it('asks for the full profile and shows a loader while it loads', async () => {
    server.route = () => {}; // never answers
    renderApp({ path: '/dashboard/home' });
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeVisible();
    await waitFor(() => expect(server.requests.some(isMe)).toBe(true));
    const url = new URL(server.requests.find(isMe)?.url ?? '', server.origin);
    expect(url.searchParams.get('fields')).toBe(
      'roles.privileges,dp,username,name,id,created,createdBy',
    );
  });

  it('shows an error screen on a failure other than 401, and Retry asks again', async () => {
    let fail = true;
    server.route = (request, res) =>
      fail ? sendJson(res, 500, { error: 'boom' }) : sendJson(res, 200, payer);
    const user = userEvent.setup();
    renderApp({ path: '/dashboard/payments' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something Went Wrong, please try again');
    expect(server.requests.filter(isMe)).toHaveLength(1); // no retry of its own

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  });
});

describe('signing in', () => {
  it('treats a 401 from me as signed out and opens the asked-for page after login', async () => {
    let releaseLogin = () => {};
    server.route = (request, res) => {
      if (isMe(request)) return sendJson(res, 401, { message: 'Not signed in' });
      if (request.method === 'POST' && request.url === '/api/login') {
        releaseLogin = () => sendJson(res, 200, payer);
        return;
      }
      sendJson(res, 404, { message: 'Not found' });
    };
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    const app = renderApp({ path: '/dashboard/payments' });

    await user.type(await screen.findByLabelText('Username'), 'baraka');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(server.requests.some((r) => r.url === '/api/login')).toBe(true));
    const login = server.requests.find((r) => r.url === '/api/login');
    expect(JSON.parse(login?.body ?? '')).toEqual({
      username: 'baraka',
      password: 'correct horse',
    });
    expect(login?.headers['x-requested-with']).toBe('XMLHttpRequest');

    releaseLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    expect(app.pathname()).toBe('/dashboard/payments');
    expect(screen.getByRole('button', { name: /^Open user menu/ })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("shows the server's message on a refused login, without reloading", async () => {
    server.route = (request, res) =>
      isMe(request)
        ? sendJson(res, 401, { message: 'Not signed in' })
        : sendJson(res, 401, { message: 'Invalid username or password' });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp({ path: '/login' });

    await user.type(await screen.findByLabelText('Username'), 'baraka');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByText('Your session has expired')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks the form before calling the server', async () => {
    server.route = (request, res) => sendJson(res, 401, { message: 'Not signed in' });
    const user = userEvent.setup();
    renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeVisible();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(server.requests.some((r) => r.url === '/api/login')).toBe(false);
  });

  it('goes from /login to /dashboard/home after signing in', async () => {
    server.route = (request, res) =>
      isMe(request) ? sendJson(res, 401, { message: 'Not signed in' }) : sendJson(res, 200, payer);
    const user = userEvent.setup();
    const app = renderApp({ path: '/login' });
    await user.type(await screen.findByLabelText('Username'), 'baraka');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Baraka Otieno' })).toBeVisible();
    expect(app.pathname()).toBe('/dashboard/home');
  });
});

describe('the session ending', () => {
  it('logs out from the user menu: GET /logout, the server’s message, reload after 500 ms', async () => {
    server.route = (request, res) =>
      request.url === '/logout'
        ? sendJson(res, 200, { message: 'You have been logged out' })
        : sendJson(res, 404, { message: 'Not found' });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const user = userEvent.setup();
    // What a sign-in left for opening offline (decision 0012).
    localStorage.setItem('karamu.me', JSON.stringify(payer));
    renderApp({ path: '/dashboard/home', user: payer });

    await user.click(await screen.findByRole('button', { name: /^Open user menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('You have been logged out')).toBeVisible();
    expect(screen.getByRole('button', { name: /close/i })).toBeInTheDocument();
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/logout' });
    expect(localStorage.getItem('karamu.me')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 1500 });
  });

  it("says 'Your session has expired' when any other call answers 401", async () => {
    server.route = (request, res) => sendJson(res, 401, { message: 'Not signed in' });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    renderApp({ path: '/dashboard/home', user: payer });
    await screen.findByRole('heading', { name: 'Welcome, Baraka Otieno' });

    await expect(http.get('/events')).rejects.toThrow();
    expect(await screen.findByText('Your session has expired')).toBeVisible();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 1500 });
  });
});
