/**
 * What the visitor has chosen and typed, kept in the tab's session storage: a reload, a
 * sign-in or a detour to read the gallery loses nothing. Never the password.
 */
import { z } from 'zod';
import type { EventDetails, EventSettings } from './event-details';

const STORAGE_KEY = 'karamu.create-event.draft';

const optionalText = z.string().max(5000).optional().catch(undefined);

const draftSchema = z.object({
  templateId: z.string().max(64).nullable().catch(null),
  categoryId: z.string().max(64).catch(''),
  /** The category follows the chosen design until the visitor picks one themselves. */
  categoryChosen: z.boolean().catch(false),
  timeZone: z.string().max(64),
  defaultCountry: z.string().max(3),
  details: z
    .object({
      name: optionalText,
      date: optionalText,
      startTime: optionalText,
      endTime: optionalText,
      venue: optionalText,
      mapLink: optionalText,
      hosts: optionalText,
      contactPhone: optionalText,
      expectedGuests: z.number().optional().catch(undefined),
    })
    .nullable()
    .catch(null),
});

export type Draft = EventSettings & { categoryChosen: boolean; details: EventDetails | null };

export function loadDraft(storage: Storage | undefined = globalThis.sessionStorage) {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as Draft) : undefined;
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
