import { describe, expect, it } from 'vitest';
import { formatAuditValue, getResourceLabel } from './audit-labels';

describe('formatAuditValue', () => {
  it.each([
    [null, '(empty)'],
    ['', '(empty)'],
    ['[secret]', '(hidden)'],
    [true, 'Yes'],
    [false, 'No'],
    [3, '3'],
    ['Weddings', 'Weddings'],
    [[], '(none)'],
    [['READ_EVENTS', 'ALL'], 'READ_EVENTS, ALL'],
    [{ a: 1 }, '{"a":1}'],
    ['2026-11-21T13:56:15.088Z', expect.stringMatching(/^21 Nov 2026, \d{2}:\d{2}$/)],
  ])('writes %j as %s', (value, text) => {
    expect(formatAuditValue(value)).toEqual(text);
  });
});

describe('getResourceLabel', () => {
  it('names known resources and spells out others', () => {
    expect(getResourceLabel('users')).toBe('Users');
    expect(getResourceLabel('event-templates')).toBe('Event templates');
  });
});
