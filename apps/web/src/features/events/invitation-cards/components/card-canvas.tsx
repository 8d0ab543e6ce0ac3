import { useId } from 'react';
import type { CardField, CardTextValues, InvitationCard } from '@karamu/shared';
import { cardArtworkUrl } from '@/entities/invitation-card';
import { CardFieldBox } from './card-field-box';
import { CardTextLayer } from './card-text-layer';

export type CardCanvasProps = {
  card: InvitationCard;
  fields: readonly CardField[];
  selectedId: string | null;
  /** What the texts say: the chosen guest's, or the sample guest's. */
  values: CardTextValues;
  editable: boolean;
  onSelect: (id: string | null) => void;
  onChange: (field: CardField) => void;
};

/**
 * The artwork at the width the page allows, with the chosen guest's texts drawn where the
 * card prints them and a box over each field to move and size it.
 */
export function CardCanvas({
  card,
  fields,
  selectedId,
  values,
  editable,
  onSelect,
  onChange,
}: CardCanvasProps) {
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <div
        data-card-canvas
        role="group"
        aria-label="Card artwork"
        // Pressing the artwork itself (not a field) lets go of the selection.
        onPointerDown={(event) => event.target === event.currentTarget && onSelect(null)}
        className="relative w-full overflow-hidden rounded-md border bg-muted"
        style={{ aspectRatio: `${card.width} / ${card.height}` }}
      >
        <img
          src={cardArtworkUrl(card)}
          alt=""
          draggable={false}
          className="pointer-events-none absolute inset-0 size-full select-none"
        />
        <CardTextLayer
          design={{ width: card.width, height: card.height, fields }}
          values={values}
        />
        {fields.map((field) => (
          <CardFieldBox
            key={field.id}
            field={field}
            size={card}
            selected={field.id === selectedId}
            editable={editable}
            hintId={hintId}
            onSelect={() => onSelect(field.id)}
            onChange={onChange}
          />
        ))}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {editable
          ? 'Drag a field to move it and its right edge to widen it, or move the chosen field with the arrow keys (Shift for bigger steps).'
          : 'The fields as they are placed on the card.'}
      </p>
    </div>
  );
}
