import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the output fields whose value differs from the record', () => {
    const record = { id: 'a', name: 'Hall', notes: null, totalMinor: 500, version: 3 };
    expect(changedFields(record, { name: 'Hall', notes: null, totalMinor: 500 })).toEqual({});
    expect(changedFields(record, { name: 'Garden', notes: 'Tent', totalMinor: 500 })).toEqual({
      name: 'Garden',
      notes: 'Tent',
    });
    // A field cleared to null is a change; one the record lacks is too.
    expect(changedFields(record, { totalMinor: null, dueOn: null })).toEqual({
      totalMinor: null,
      dueOn: null,
    });
  });
});
