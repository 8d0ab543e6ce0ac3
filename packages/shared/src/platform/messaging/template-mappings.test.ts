import { describe, expect, it } from 'vitest';
import {
  resolvePlaceholderValues,
  suggestedField,
  templateMappingIssues,
  unmappedPlaceholders,
  updateTemplateMappingsInputSchema,
} from './template-mappings';

const template = {
  audience: 'event-guests',
  placeholders: ['guest_name', 'when', 'link'],
} as const;

describe('updateTemplateMappingsInputSchema', () => {
  it('reads a blank fallback as none and needs the version', () => {
    expect(
      updateTemplateMappingsInputSchema.parse({
        items: [{ placeholder: 'when', field: 'event_date', fallback: ' ' }],
        version: 2,
      }),
    ).toEqual({
      items: [{ placeholder: 'when', field: 'event_date', fallback: null }],
      version: 2,
    });
    expect(updateTemplateMappingsInputSchema.safeParse({ items: [] }).success).toBe(false);
  });

  it('refuses a placeholder mapped twice, on the second one', () => {
    const result = updateTemplateMappingsInputSchema.safeParse({
      items: [
        { placeholder: 'when', field: 'event_date' },
        { placeholder: 'when', field: 'event_time' },
      ],
      version: 1,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['items', 1, 'placeholder'],
        message: '{when} is mapped twice',
      }),
    ]);
  });
});

describe('templateMappingIssues', () => {
  it('names an unknown field and a placeholder the template does not use by their item', () => {
    expect(
      templateMappingIssues(template, [
        { placeholder: 'guest_name', field: 'guest_name' },
        { placeholder: 'when', field: 'birthday' },
        { placeholder: 'where', field: 'venue' },
        { placeholder: 'link', field: 'constructor' },
      ]),
    ).toEqual([
      { path: 'items.1.field', message: "'birthday' is not a field of event guests" },
      { path: 'items.2.placeholder', message: 'The template does not use {where}' },
      { path: 'items.3.field', message: "'constructor' is not a field of event guests" },
    ]);
  });
});

describe('suggestions and what is left unmapped', () => {
  it('suggests only a field of the same name', () => {
    expect(suggestedField('event-guests', 'guest_name')).toBe('guest_name');
    expect(suggestedField('event-guests', 'when')).toBeUndefined();
    expect(suggestedField('event-guests', 'tostring')).toBeUndefined();
  });

  it('lists unmapped placeholders in template order', () => {
    expect(unmappedPlaceholders(template.placeholders, [{ placeholder: 'when' }])).toEqual([
      'guest_name',
      'link',
    ]);
  });
});

describe('resolvePlaceholderValues', () => {
  it('uses the field, its fallback when empty, or nothing', () => {
    expect(
      resolvePlaceholderValues(
        [
          { placeholder: 'name', field: 'guest_name', fallback: 'friend' },
          { placeholder: 'table', field: 'table', fallback: 'to be announced' },
          { placeholder: 'venue', field: 'venue', fallback: null },
          { placeholder: 'hosts', field: 'hosts', fallback: null },
        ],
        { guest_name: 'Amina Wanjiku', table: '  ', hosts: 'The Otienos' },
      ),
    ).toEqual({
      name: 'Amina Wanjiku',
      table: 'to be announced',
      venue: '',
      hosts: 'The Otienos',
    });
  });
});
