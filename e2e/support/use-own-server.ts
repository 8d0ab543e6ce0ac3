/**
 * A spec file's own server (support/own-server.ts) beside the local stand-ins it asks for,
 * started once before the file's tests and gone after them: the beforeAll and afterAll
 * that each such spec would otherwise write out again.
 */
import { request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { startFakeMpesa, type FakeMpesa } from '../../apps/server/test/support/fake-mpesa';
import {
  startFakeSmsProvider,
  type FakeSmsProvider,
} from '../../apps/server/test/support/fake-sms-provider';
import { loginAsAdmin } from './api';
import { createOwnServer, type OwnServer } from './own-server';

export type OwnServerBeside = {
  server: OwnServer;
  /** The local SMS provider stand-in (Africa's Talking's format), with `sms: true`. */
  sms: FakeSmsProvider;
  /** The local Daraja (M-Pesa), with `mpesa: true`. */
  mpesa: FakeMpesa;
  /** An API context signed in as the admin on the server, with `admin: true`. */
  api: APIRequestContext;
};

/**
 * Registers the file's beforeAll and afterAll; what they start is read from the returned
 * object's fields inside tests (reading one that was not asked for, or before the beforeAll
 * ran, throws). `env` adds to the server's environment. With `mpesa`, the server's public
 * address is its own, since Daraja calls back where PUBLIC_BASE_URL says.
 */
export function useOwnServer(options: {
  sms?: boolean;
  mpesa?: boolean;
  admin?: boolean;
  env?: Record<string, string>;
}): OwnServerBeside {
  const started: Partial<OwnServerBeside> = {};

  test.beforeAll(async () => {
    // Starting a server (migrations on a fresh database) takes a while on a busy machine.
    test.setTimeout(240_000);
    if (options.sms) started.sms = await startFakeSmsProvider('africastalking');
    if (options.mpesa) started.mpesa = await startFakeMpesa();
    const server = await createOwnServer({
      ...started.sms?.env,
      ...started.mpesa?.env,
      ...options.env,
    });
    started.server = server;
    await server.start(options.mpesa ? { PUBLIC_BASE_URL: server.url } : {});
    if (options.admin) {
      started.api = await apiRequest.newContext({ baseURL: server.url });
      await loginAsAdmin(started.api);
    }
  });

  test.afterAll(async () => {
    await started.api?.dispose();
    await started.server?.dispose();
    await started.mpesa?.close();
    await started.sms?.close();
  });

  const get = <K extends keyof OwnServerBeside>(key: K): OwnServerBeside[K] => {
    const value = started[key];
    if (!value)
      throw new Error(`useOwnServer: no ${key} (not asked for, or read before beforeAll)`);
    return value as OwnServerBeside[K];
  };
  return {
    get server() {
      return get('server');
    },
    get sms() {
      return get('sms');
    },
    get mpesa() {
      return get('mpesa');
    },
    get api() {
      return get('api');
    },
  };
}
