import type { FormFieldDefinition } from '@karamu/shared';

/** One optional field of every type, for tests. */
export const EVERY_FIELD_TYPE: FormFieldDefinition[] = [
  { name: 'title', label: 'Title', type: 'text' },
  { name: 'guests', label: 'Guests', type: 'number' },
  { name: 'website', label: 'Website', type: 'link' },
  { name: 'phone', label: 'Phone', type: 'phone' },
  { name: 'public', label: 'Public', type: 'boolean' },
  { name: 'eventDate', label: 'Event date', type: 'date' },
];
