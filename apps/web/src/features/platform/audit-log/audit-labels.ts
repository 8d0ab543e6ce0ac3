import { formatDisplayDateTime, type AuditAction } from '@karamu/shared';

/** The resources the server writes to the log (its services' `RESOURCE` names). */
export const AUDIT_RESOURCES: readonly { value: string; label: string }[] = [
  { value: 'categories', label: 'Categories' },
  { value: 'events', label: 'Events' },
  { value: 'guests', label: 'Guests' },
  { value: 'roles', label: 'Roles' },
  { value: 'settings', label: 'Settings' },
  { value: 'users', label: 'Users' },
];

export function getResourceLabel(resource: string): string {
  const known = AUDIT_RESOURCES.find((r) => r.value === resource)?.label;
  if (known) return known;
  const words = resource.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
};

/** The server writes this in place of a secret (a password) that changed. */
const SECRET_MARKER = '[secret]';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A logged value in words: "(empty)", "(hidden)", "Yes", a list, a date and time, or the value itself. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (value === SECRET_MARKER) return '(hidden)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDisplayDateTime(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? '(none)' : value.map((item) => formatAuditValue(item)).join(', ');
  }
  return JSON.stringify(value);
}
