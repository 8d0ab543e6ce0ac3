import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFormSchema, listFormFields } from './build-form-schema';
import type { FormFieldDefinition, FormFieldType } from './form-field';

/** Saturday 21 November 2026, 10:00 local time. */
const now = () => new Date(2026, 10, 21, 10, 0);

const field = (
  type: FormFieldType,
  extra: Partial<FormFieldDefinition> = {},
): FormFieldDefinition => ({ name: 'value', label: 'Value', type, ...extra });

/** The single field's value, or its messages. */
function check(definition: FormFieldDefinition, value: unknown) {
  const result = buildFormSchema([definition], { now }).safeParse({ value });
  return result.success
    ? { value: result.data.value }
    : { errors: result.error.issues.map((issue) => issue.message) };
}

const REQUIRED = { errors: ['This field is required'] };
const ABSENT = { value: undefined };

describe('text', () => {
  it.each<[string, Partial<FormFieldDefinition>, unknown, object]>([
    ['required, empty', { required: true }, '', REQUIRED],
    ['required, blank', { required: true }, '   ', REQUIRED],
    ['required, absent', { required: true }, undefined, REQUIRED],
    ['required, null', { required: true }, null, REQUIRED],
    ['required, given', { required: true }, ' Amina ', { value: 'Amina' }],
    ['optional, empty', {}, '', ABSENT],
    ['optional, given', {}, 'Amina', { value: 'Amina' }],
    ['not text', {}, { toString: () => 'x' }, { errors: ['Invalid value'] }],
    ['too long', {}, 'x'.repeat(5001), { errors: ['Must be at most 5000 characters'] }],
  ])('%s', (_, extra, value, expected) => {
    expect(check(field('text', extra), value)).toEqual(expected);
  });
});

describe('date', () => {
  const FUTURE = { errors: ['Date must be in the future'] };
  it.each<[string, Partial<FormFieldDefinition>, unknown, object]>([
    ['required, absent', { required: true }, undefined, REQUIRED],
    ['required, empty', { required: true }, '', REQUIRED],
    ['optional, absent', {}, null, ABSENT],
    ['calendar date text', {}, '2026-03-04', { value: '2026-03-04' }],
    ['Date object', {}, new Date(2026, 2, 4, 15, 30), { value: '2026-03-04' }],
    ['invalid text', {}, '4 March', { errors: ['Invalid date'] }],
    ['invalid day', {}, '2026-02-30', { errors: ['Invalid date'] }],
    ['invalid Date', {}, new Date(Number.NaN), { errors: ['Invalid date'] }],
    ['afterToday, yesterday', { afterToday: true }, '2026-11-20', FUTURE],
    ['afterToday, yesterday late', { afterToday: true }, new Date(2026, 10, 20, 23, 59), FUTURE],
    ['afterToday, today', { afterToday: true }, '2026-11-21', { value: '2026-11-21' }],
    [
      'afterToday, today early',
      { afterToday: true },
      new Date(2026, 10, 21, 0, 0),
      { value: '2026-11-21' },
    ],
    ['afterToday, tomorrow', { afterToday: true }, '2026-11-22', { value: '2026-11-22' }],
    ['past without afterToday', {}, '2020-01-01', { value: '2020-01-01' }],
  ])('%s', (_, extra, value, expected) => {
    expect(check(field('date', extra), value)).toEqual(expected);
  });
});

describe('number', () => {
  it.each<[string, Partial<FormFieldDefinition>, unknown, object]>([
    ['required, empty text', { required: true }, '', REQUIRED],
    ['required, null', { required: true }, null, REQUIRED],
    ['required, NaN', { required: true }, Number.NaN, REQUIRED],
    ['required, absent', { required: true }, undefined, REQUIRED],
    ['required, not a number', { required: true }, 'abc', REQUIRED],
    ['required, zero', { required: true }, 0, { value: 0 }],
    ['optional, empty text', {}, '', ABSENT],
    ['optional, null', {}, null, ABSENT],
    ['optional, NaN', {}, Number.NaN, ABSENT],
    ['optional, Infinity', {}, Number.POSITIVE_INFINITY, ABSENT],
    ['number text', {}, ' 12.5 ', { value: 12.5 }],
    ['negative', {}, -3, { value: -3 }],
  ])('%s', (_, extra, value, expected) => {
    expect(check(field('number', extra), value)).toEqual(expected);
  });
});

describe('link', () => {
  const INVALID = { errors: ['Invalid Link provided'] };
  it.each<[string, Partial<FormFieldDefinition>, unknown, object]>([
    [
      'https',
      {},
      'https://karamu.example/events?id=1#top',
      { value: 'https://karamu.example/events?id=1#top' },
    ],
    ['http', {}, ' http://example.com ', { value: 'http://example.com' }],
    ['no scheme', {}, 'example.com', INVALID],
    ['not a host', {}, 'https://example', INVALID],
    ['other scheme', {}, 'javascript:alert(1)', INVALID],
    ['ftp', {}, 'ftp://example.com/file', INVALID],
    ['spaces', {}, 'https://exa mple.com', INVALID],
    ['not text', {}, 42, INVALID],
    ['optional, empty', {}, '', ABSENT],
    ['optional, absent', {}, undefined, ABSENT],
    ['required, empty', { required: true }, '', INVALID],
    ['too long', {}, `https://example.com/${'a'.repeat(2100)}`, INVALID],
  ])('%s', (_, extra, value, expected) => {
    expect(check(field('link', extra), value)).toEqual(expected);
  });
});

describe('phone', () => {
  const INVALID = { errors: ['Invalid phone number'] };
  it.each<[string, Partial<FormFieldDefinition>, unknown, object]>([
    ['international', {}, '+254 712 345 678', { value: '+254712345678' }],
    ['plus added when missing', {}, '254712345678', { value: '+254712345678' }],
    ['landline is fine', {}, '+44 20 7946 0958', { value: '+442079460958' }],
    ['extension kept', {}, '+254712345678 ext. 9', { value: '+254712345678;ext=9' }],
    ['national without country', {}, '0712345678', INVALID],
    ['too short', {}, '+254 7123', INVALID],
    ['letters', {}, 'call me', INVALID],
    ['not text', {}, 254712345678, INVALID],
    ['optional, empty', {}, '', ABSENT],
    ['required, empty', { required: true }, '', INVALID],
  ])('%s', (_, extra, value, expected) => {
    expect(check(field('phone', extra), value)).toEqual(expected);
  });

  it('reads its own value back', () => {
    expect(check(field('phone'), '+254712345678;ext=9')).toEqual({ value: '+254712345678;ext=9' });
  });
});

describe('boolean', () => {
  it.each<[string, Partial<FormFieldDefinition>, unknown, object]>([
    ['optional, absent', {}, undefined, ABSENT],
    ['optional, false', {}, false, { value: false }],
    ['required, absent', { required: true }, undefined, REQUIRED],
    ['required, null', { required: true }, null, REQUIRED],
    ['required, false', { required: true }, false, { value: false }],
    ['required, true', { required: true }, true, { value: true }],
    ['not a boolean', {}, 'yes', { errors: ['Invalid value'] }],
  ])('%s', (_, extra, value, expected) => {
    expect(check(field('boolean', extra), value)).toEqual(expected);
  });
});

describe('lessThan and greaterThan', () => {
  const numbers: FormFieldDefinition[] = [
    { name: 'minGuests', label: 'Minimum guests', type: 'number', lessThan: 'maxGuests' },
    { name: 'maxGuests', label: 'Maximum guests', type: 'number', greaterThan: 'minGuests' },
  ];
  const dates: FormFieldDefinition[] = [
    { name: 'startsOn', label: 'Start date', type: 'date', lessThan: 'endsOn' },
    { name: 'endsOn', label: 'End date', type: 'date', greaterThan: 'startsOn' },
  ];

  function messages(fields: FormFieldDefinition[], values: Record<string, unknown>) {
    const result = buildFormSchema(fields, { now }).safeParse(values);
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  }

  it.each<[string, FormFieldDefinition[], Record<string, unknown>, string[]]>([
    ['numbers in order', numbers, { minGuests: 10, maxGuests: 50 }, []],
    ['numbers equal', numbers, { minGuests: 50, maxGuests: 50 }, []],
    [
      'numbers reversed',
      numbers,
      { minGuests: 60, maxGuests: '50' },
      [
        'minGuests: Minimum guests must be less than Maximum guests',
        'maxGuests: Maximum guests must be greater than Minimum guests',
      ],
    ],
    ['one number missing', numbers, { minGuests: 60, maxGuests: '' }, []],
    ['dates in order', dates, { startsOn: '2026-12-01', endsOn: '2026-12-02' }, []],
    ['dates equal', dates, { startsOn: new Date(2026, 11, 1, 18), endsOn: '2026-12-01' }, []],
    [
      'dates reversed',
      dates,
      { startsOn: '2026-12-03', endsOn: new Date(2026, 11, 2) },
      [
        'startsOn: Start date must be less than End date',
        'endsOn: End date must be greater than Start date',
      ],
    ],
    [
      'reported while another field is wrong',
      [...numbers, { name: 'title', label: 'Title', type: 'text', required: true }],
      { minGuests: 60, maxGuests: 50, title: '' },
      [
        'title: This field is required',
        'minGuests: Minimum guests must be less than Maximum guests',
        'maxGuests: Maximum guests must be greater than Minimum guests',
      ],
    ],
    [
      'a number is not compared with a date',
      [
        { name: 'a', label: 'A', type: 'number', lessThan: 'b' },
        { name: 'b', label: 'B', type: 'date' },
      ],
      { a: 20261201, b: '2026-01-01' },
      [],
    ],
    [
      'an unknown other field is ignored',
      [{ name: 'a', label: 'A', type: 'number', lessThan: 'nowhere' }],
      { a: 1 },
      [],
    ],
  ])('%s', (_, fields, values, expected) => {
    expect(messages(fields, values).sort()).toEqual([...expected].sort());
  });
});

describe('buildFormSchema as a whole', () => {
  it('keeps defined fields only and reads the rest as absent', () => {
    const schema = buildFormSchema([field('text'), { name: 'n', label: 'N', type: 'number' }]);
    expect(schema.parse({ value: 'x', extra: 'dropped' })).toEqual({ value: 'x', n: undefined });
  });

  it('applies the rules to fields whose key is absent, never to inherited keys', () => {
    const schema = buildFormSchema([
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'toString', label: 'Name', type: 'text', required: true },
    ]);
    const result = schema.safeParse({});
    expect(result.success ? [] : result.error.issues.map((i) => [i.path, i.message])).toEqual([
      [['title'], 'This field is required'],
      [['toString'], 'This field is required'],
    ]);
  });

  it('leaves out invalid and repeated definitions', () => {
    const fields = listFormFields([
      field('text'),
      { ...field('number'), label: 'Second' },
      { name: 'a.b', label: 'Dotted', type: 'text' },
      { name: '__proto__', label: 'Proto', type: 'text' },
      { name: 'x', label: 'X', type: 'colour' },
      null,
      'text',
    ]);
    expect(fields).toEqual([field('text')]);
    expect(listFormFields('not a list')).toEqual([]);
  });

  it('uses the real clock by default', () => {
    const schema = buildFormSchema([field('date', { afterToday: true })]);
    expect(schema.safeParse({ value: new Date() }).success).toBe(true);
    expect(schema.safeParse({ value: '2000-01-01' }).success).toBe(false);
  });

  it('rejects values that are not an object without throwing', () => {
    const schema = buildFormSchema([field('text')]);
    for (const values of [null, 'x', 42, []]) expect(schema.safeParse(values).success).toBe(false);
  });

  it('never throws, whatever the definitions and the values', () => {
    const definition = fc.record(
      {
        name: fc.oneof(fc.constantFrom('a', 'b', 'c', '__proto__', 'constructor'), fc.string()),
        label: fc.string(),
        type: fc.oneof(
          fc.constantFrom('date', 'number', 'link', 'phone', 'boolean', 'text'),
          fc.string(),
        ),
        required: fc.oneof(fc.boolean(), fc.anything()),
        afterToday: fc.boolean(),
        lessThan: fc.constantFrom('a', 'b', 'c'),
        greaterThan: fc.constantFrom('a', 'b', 'c'),
      },
      { requiredKeys: [] },
    );
    const value = fc.oneof(
      fc.anything(),
      fc.date(),
      fc.double(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('2026-11-21', '+254712345678', 'https://example.com'),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.array(fc.oneof(definition, fc.anything()), { maxLength: 6 }), fc.anything()),
        fc.oneof(fc.dictionary(fc.constantFrom('a', 'b', 'c', '__proto__'), value), fc.anything()),
        (fields, values) => {
          const result = buildFormSchema(fields, { now }).safeParse(values);
          if (!result.success) {
            for (const issue of result.error.issues) expect(typeof issue.message).toBe('string');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
