import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, formFieldDefinitionSchema } from './form-field';

describe('formFieldDefinitionSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['minimal', { name: 'title', label: 'Title', type: 'text' }, true],
    [
      'every flag',
      {
        name: 'endsOn',
        label: 'End',
        type: 'date',
        required: true,
        afterToday: true,
        greaterThan: 'startsOn',
      },
      true,
    ],
    ['unknown type', { name: 'x', label: 'X', type: 'colour' }, false],
    ['dotted name', { name: 'a.b', label: 'X', type: 'text' }, false],
    ['reserved name', { name: 'constructor', label: 'X', type: 'text' }, false],
    ['empty label', { name: 'x', label: ' ', type: 'text' }, false],
    ['unknown key', { name: 'x', label: 'X', type: 'text', colour: 'red' }, false],
  ])('%s', (_, definition, valid) => {
    expect(formFieldDefinitionSchema.safeParse(definition).success).toBe(valid);
  });
});

describe('formDefinitionSchema', () => {
  const min = { name: 'min', label: 'Min', type: 'number', lessThan: 'max' } as const;
  const max = { name: 'max', label: 'Max', type: 'number' } as const;

  it.each<[string, unknown[], boolean]>([
    ['comparison between numbers', [min, max], true],
    ['repeated name', [max, max], false],
    ['comparison with a missing field', [min], false],
    ['comparison with itself', [{ ...max, lessThan: 'max' }], false],
    ['comparison with another type', [min, { ...max, type: 'date' }], false],
    [
      'comparison of text',
      [
        { ...min, type: 'text' },
        { ...max, type: 'text' },
      ],
      false,
    ],
  ])('%s', (_, fields, valid) => {
    expect(formDefinitionSchema.safeParse(fields).success).toBe(valid);
  });
});
