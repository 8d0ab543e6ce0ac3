import { describe, expect, it } from 'vitest';
import { EVERY_FIELD_TYPE } from '../../../test/fixtures/form-fixtures';
import { getDefaultFormValues } from './default-form-values';

const fields = EVERY_FIELD_TYPE;

describe('getDefaultFormValues', () => {
  it('starts every field empty in the way its control needs', () => {
    expect(getDefaultFormValues(fields)).toEqual({
      title: '',
      guests: '',
      website: '',
      phone: '',
      public: false,
      eventDate: undefined,
    });
  });

  it('keeps given values, ignores inherited keys and unknown fields', () => {
    const values = getDefaultFormValues(fields, {
      title: 'Harusi',
      guests: 40,
      public: true,
      extra: 1,
    });
    expect(values).toMatchObject({ title: 'Harusi', guests: 40, public: true });
    expect(values).not.toHaveProperty('extra');
    expect(getDefaultFormValues([{ name: 'toString', label: 'T', type: 'text' }])).toEqual({
      toString: '',
    });
  });
});
