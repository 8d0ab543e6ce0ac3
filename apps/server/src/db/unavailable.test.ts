import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

/** A driver error as pg makes it: a message and, from PostgreSQL or the socket, a code. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), { code });
/** As Drizzle throws it: the driver's error as its cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['terminated by an administrator (57P01)', driverError('terminating connection', '57P01')],
    ['crash shutdown (57P02)', driverError('terminating connection', '57P02')],
    [
      'starting up or shutting down (57P03)',
      driverError('the database system is shutting down', '57P03'),
    ],
    ['a connection exception (08006)', driverError('connection failure', '08006')],
    ['too many connections (53300)', driverError('sorry, too many clients already', '53300')],
    ['refused (ECONNREFUSED)', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset (ECONNRESET)', driverError('read ECONNRESET', 'ECONNRESET')],
    ['closed under a query', driverError('Connection terminated unexpectedly')],
    ['the pool waited too long', driverError('timeout exceeded when trying to connect')],
    [
      'a client that lost its connection',
      driverError('Client has encountered a connection error and is not queryable'),
    ],
  ])('says yes to %s, bare or wrapped by Drizzle', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('looks into an AggregateError (each address of a host refused)', () => {
    const refused = driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', driverError('duplicate key value', '23505')],
    ['a syntax error (42601)', driverError('syntax error at or near', '42601')],
    [
      'a query cancelled by its timeout (57014)',
      driverError('canceling statement due to statement timeout', '57014'),
    ],
    ['an error of ours', new Error('Something else')],
    ['not an error', 'Connection terminated'],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
