import { describe, expect, it } from 'vitest';
import { loadDraft, saveDraft, type Draft } from './draft';

function storageWith(value: string | null): Storage {
  const items = new Map<string, string>();
  if (value !== null) items.set('karamu.create-event.draft', value);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, item) => void items.set(key, item),
  };
}

const draft: Draft = {
  templateId: 'tpl-1',
  categoryId: 'cat-1',
  categoryChosen: true,
  timeZone: 'Africa/Nairobi',
  defaultCountry: 'KE',
  details: { name: 'Wanjiru & Otieno', date: '2026-12-12', expectedGuests: 120 },
};

describe('the create-event draft', () => {
  it('reads back what was saved', () => {
    const storage = storageWith(null);
    saveDraft(draft, storage);
    expect(loadDraft(storage)).toEqual(draft);
  });

  it('lets a field that does not fit fall back to its empty value, dropping unknown keys', () => {
    const saved = {
      ...draft,
      templateId: 42,
      categoryId: 'x'.repeat(65),
      categoryChosen: 'yes',
      details: { name: 7, venue: 'Hall', expectedGuests: '120', extra: true },
      password: 'never',
    };
    expect(loadDraft(storageWith(JSON.stringify(saved)))).toEqual({
      ...draft,
      templateId: null,
      categoryId: '',
      categoryChosen: false,
      details: { venue: 'Hall' },
    });
    expect(loadDraft(storageWith(JSON.stringify({ ...draft, details: [] })))?.details).toBeNull();
  });

  it('is not used without a time zone or a country, or when it is not JSON', () => {
    expect(loadDraft(storageWith(JSON.stringify({ ...draft, timeZone: 5 })))).toBeUndefined();
    expect(
      loadDraft(storageWith(JSON.stringify({ ...draft, defaultCountry: 'KEN1' }))),
    ).toBeUndefined();
    expect(loadDraft(storageWith('[1]'))).toBeUndefined();
    expect(loadDraft(storageWith('{'))).toBeUndefined();
    expect(loadDraft(storageWith(null))).toBeUndefined();
  });
});
