import { isAxiosError } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { sendJson, setupApiServer } from '../../test/test-server';
import { getErrorMessage } from './get-error-message';
import { getApiOrigin, http, loadHttpClient, parseTimeout } from './http';
import { pageReload } from './reload';

const server = setupApiServer((request, res) => {
  if (request.url === '/api/boom') return sendJson(res, 503, { error: 'pool exhausted' });
  if (request.url === '/api/slow') return; // never answers
  if (request.url === '/api/expired') return sendJson(res, 401, { message: 'Not signed in' });
  if (request.url === '/api/bad') return sendJson(res, 400, { message: 'Name is required' });
  sendJson(res, 200, { ok: true });
});

describe('http client', () => {
  it('calls under /api and sends the X-Requested-With header the CSRF rule needs', async () => {
    const { data } = await http.post('/things', { name: 'x' });
    expect(data).toEqual({ ok: true });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/things',
      body: '{"name":"x"}',
    });
    expect(server.requests[0]?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it("rejects a 5xx with 'Something went wrong', keeping the status for getErrorMessage", async () => {
    const error: unknown = await http.get('/boom').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Something went wrong');
    expect(isAxiosError(error) && error.response?.status).toBe(503);
    expect(getErrorMessage(error)).toBe('Something Went Wrong, please try again');
  });

  it("rejects a timeout with 'Request took too long'", async () => {
    await expect(http.get('/slow', { timeout: 100 })).rejects.toThrow('Request took too long');
  });

  it('leaves other failures as they are, so the server’s message shows', async () => {
    const error: unknown = await http.get('/bad').catch((e: unknown) => e);
    expect(getErrorMessage(error)).toBe('Name is required');
  });

  it('reloads the page 1 s after a 401, but not after a 401 to a session probe', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});

      await expect(http.get('/expired', { isSessionProbe: true })).rejects.toThrow();
      await vi.advanceTimersByTimeAsync(2000);
      expect(reload).not.toHaveBeenCalled();

      await expect(http.get('/expired')).rejects.toThrow();
      await vi.advanceTimersByTimeAsync(900);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the timeout from configuration, 30000 ms by default', async () => {
    expect(parseTimeout(undefined)).toBe(30000);
    expect(parseTimeout('')).toBe(30000);
    expect(parseTimeout('abc')).toBe(30000);
    expect(parseTimeout('-5')).toBe(30000);
    expect(parseTimeout('5000')).toBe(5000);
    expect((await loadHttpClient()).defaults.timeout).toBe(30000);
  });

  it('sends no credentials flag', async () => {
    expect((await loadHttpClient()).defaults.withCredentials).toBeFalsy();
    expect(getApiOrigin()).toBe(server.origin);
  });
});
