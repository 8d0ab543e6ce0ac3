/**
 * What the visitor has chosen and typed, kept in the tab's session storage: a reload, a
 * sign-in or a detour to read the gallery loses nothing. Never the password.
 */
import type { EventDetails, EventSettings } from './event-details';

const STORAGE_KEY = 'karamu.create-event.draft';

// Checked by hand rather than with zod: this runs as /create-event first draws, and zod
// stays off that page's first download (decision 0020). A field that does not fit falls
// back to its empty value; without a time zone or a country the draft is not used.
const DETAIL_TEXT_FIELDS = [
  'name',
  'date',
  'startTime',
  'endTime',
  'venue',
  'mapLink',
  'hosts',
  'contactPhone',
] as const;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined;

function readDetails(value: unknown): EventDetails | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const details: EventDetails = {};
  for (const field of DETAIL_TEXT_FIELDS) {
    const fieldText = text(record[field], 5000);
    if (fieldText !== undefined) details[field] = fieldText;
  }
  const guests = record.expectedGuests;
  if (typeof guests === 'number' && Number.isFinite(guests)) details.expectedGuests = guests;
  return details;
}

function readDraft(value: unknown): Draft | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const timeZone = text(record.timeZone, 64);
  const defaultCountry = text(record.defaultCountry, 3);
  if (timeZone === undefined || defaultCountry === undefined) return undefined;
  return {
    templateId: text(record.templateId, 64) ?? null,
    categoryId: text(record.categoryId, 64) ?? '',
    /** The category follows the chosen design until the visitor picks one themselves. */
    categoryChosen: typeof record.categoryChosen === 'boolean' ? record.categoryChosen : false,
    timeZone,
    defaultCountry,
    details: readDetails(record.details),
  };
}

export type Draft = EventSettings & { categoryChosen: boolean; details: EventDetails | null };

export function loadDraft(storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    return readDraft(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: Draft, storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private browsing or a full storage: the draft lives in memory only.
  }
}

export function clearDraft(storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
