import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { getErrorMessage } from './get-error-message';

function axiosErrorWith(status: number, data: unknown, message = 'Request failed'): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config };
  return new AxiosError(message, 'ERR_BAD_RESPONSE', config, undefined, response);
}

describe('getErrorMessage (the text of a failed call)', () => {
  it.each([500, 502, 503, 599])('gives the generic text for a %i, whatever the body says', (s) => {
    expect(getErrorMessage(axiosErrorWith(s, { error: 'db down', message: 'stack' }))).toBe(
      'Something Went Wrong, please try again',
    );
  });

  it('prefers the answer’s error field over its message field', () => {
    const error = axiosErrorWith(400, { error: 'Bad Request', message: 'Name is required' });
    expect(getErrorMessage(error)).toBe('Bad Request');
  });

  it('falls back to the answer’s message field', () => {
    const error = axiosErrorWith(401, { message: 'Invalid username or password' });
    expect(getErrorMessage(error)).toBe('Invalid username or password');
  });

  it('skips empty or non-text fields', () => {
    const error = axiosErrorWith(409, { error: '', message: 42 }, 'Request failed with 409');
    expect(getErrorMessage(error)).toBe('Request failed with 409');
  });

  it('falls back to the error’s own message when the answer has no body', () => {
    expect(getErrorMessage(axiosErrorWith(404, undefined, 'Not here'))).toBe('Not here');
    expect(getErrorMessage(new Error('Request took too long'))).toBe('Request took too long');
  });

  it('gives the generic text for something that is not an error at all', () => {
    expect(getErrorMessage(undefined)).toBe('Something Went Wrong, please try again');
  });
});
