import { useState } from 'react';
import type { CardField, CardFieldKind, InvitationCard } from '@karamu/shared';
import { createField, sameLayout } from '../lib/card-layout';

type Draft = {
  /** The saved card the edits started from: its version goes with the save. */
  base: InvitationCard;
  fields: CardField[];
  selectedId: string | null;
};

/**
 * The layout being edited, apart from the saved card. A newer card from the server (a
 * refetch) replaces the layout only while nothing is unsaved; otherwise the edits stay
 * on their old version, so saving them answers 409 instead of overwriting someone else.
 */
export function useCardLayout(card: InvitationCard) {
  const [draft, setDraft] = useState<Draft>({
    base: card,
    fields: card.fields,
    selectedId: null,
  });
  const dirty = !sameLayout(draft.fields, draft.base.fields);

  // Adjusting state to a new prop during render (react.dev "you might not need an effect").
  const [seen, setSeen] = useState(card);
  if (seen !== card) {
    setSeen(card);
    if (!dirty) setDraft((d) => ({ ...d, base: card, fields: card.fields }));
  }

  const selected = draft.fields.find((f) => f.id === draft.selectedId) ?? null;

  return {
    fields: draft.fields,
    selected,
    dirty,
    version: draft.base.version,
    select: (id: string | null) => setDraft((d) => ({ ...d, selectedId: id })),
    add: (kind: CardFieldKind) =>
      setDraft((d) => {
        const field = createField(kind, d.fields, d.base);
        return { ...d, fields: [...d.fields, field], selectedId: field.id };
      }),
    change: (field: CardField) =>
      setDraft((d) => ({ ...d, fields: d.fields.map((f) => (f.id === field.id ? field : f)) })),
    remove: (id: string) =>
      setDraft((d) => ({
        ...d,
        fields: d.fields.filter((f) => f.id !== id),
        selectedId: d.selectedId === id ? null : d.selectedId,
      })),
    /** After this editor's own save or upload: the edits now build on `saved`. */
    rebase: (saved: InvitationCard) => setDraft((d) => ({ ...d, base: saved })),
    /** A card whose fields were replaced on the server (a design): its layout, no edits. */
    replace: (saved: InvitationCard) =>
      setDraft({ base: saved, fields: saved.fields, selectedId: null }),
    /** Drops the edits for the card as the server has it now. */
    reset: () => setDraft((d) => ({ ...d, base: card, fields: card.fields, selectedId: null })),
  };
}
