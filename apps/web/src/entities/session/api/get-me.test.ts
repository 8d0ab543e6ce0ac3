import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/render-app';
import { sendJson, setupApiServer, type Handler } from '../../../../test/test-server';
import { getMe } from './get-me';

const server = setupApiServer();

const doorStaff = makeUser(['VERIFY_ATTENDEES'], { name: 'Neema Mlangoni' });
/** The server is up but the connection breaks: no answer at all, as when offline. */
const unreachable: Handler = (_request, res) => res.socket?.destroy();

describe('getMe without a network', () => {
  it('answers the last user the server confirmed on this device', async () => {
    server.route = (_request, res) => sendJson(res, 200, doorStaff);
    expect(await getMe()).toEqual(doorStaff);

    server.route = unreachable;
    expect(await getMe()).toEqual(doorStaff);
  });

  it('still fails when nobody was confirmed here before', async () => {
    server.route = unreachable;
    await expect(getMe()).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });

  it('forgets the user once the server says the session is over', async () => {
    server.route = (_request, res) => sendJson(res, 200, doorStaff);
    await getMe();
    server.route = (_request, res) => sendJson(res, 401, { message: 'Not signed in' });
    expect(await getMe()).toBeNull();

    server.route = unreachable;
    await expect(getMe()).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });

  it('does not stand in for an answer the server gave: a 500 stays an error', async () => {
    server.route = (_request, res) => sendJson(res, 200, doorStaff);
    await getMe();
    server.route = (_request, res) => sendJson(res, 500, { message: 'boom' });
    await expect(getMe()).rejects.toMatchObject({ response: { status: 500 } });
  });
});
