import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { readFieldErrors } from './read-field-errors';

const axiosAnswer = (data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    data,
  } as AxiosResponse);

describe('readFieldErrors', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    [
      'an axios 400',
      axiosAnswer({ message: 'Bad', fieldErrors: { title: ['Taken'] } }),
      { title: ['Taken'] },
    ],
    [
      'an error carrying them',
      { fieldErrors: { phone: ['Invalid phone number'] } },
      { phone: ['Invalid phone number'] },
    ],
    [
      'a single text',
      { fieldErrors: { phone: 'Invalid phone number' } },
      { phone: ['Invalid phone number'] },
    ],
    ['junk entries', { fieldErrors: { a: [1, '', 'ok'], b: [], c: null } }, { a: ['ok'] }],
    ['no field errors', axiosAnswer({ message: 'Bad' }), {}],
    ['not an error', 'boom', {}],
    ['nothing', undefined, {}],
  ])('%s', (_, error, expected) => {
    expect(readFieldErrors(error)).toEqual(expected);
  });
});
