import { Plus } from 'lucide-react';
import {
  CARD_FIELD_KINDS,
  CARD_FIELD_LABELS,
  CARD_MAX_FIELDS,
  type CardFieldKind,
} from '@karamu/shared';
import { Button } from '@/components/ui/button';

export type AddFieldButtonsProps = {
  count: number;
  onAdd: (kind: CardFieldKind) => void;
};

/** One button per kind of field: each adds one, chosen, to the middle of the card. */
export function AddFieldButtons({ count, onAdd }: AddFieldButtonsProps) {
  const full = count >= CARD_MAX_FIELDS;
  return (
    <div className="grid gap-1.5">
      <div role="group" aria-label="Add a field" className="flex flex-wrap gap-2">
        {CARD_FIELD_KINDS.map((kind) => (
          <Button
            key={kind}
            type="button"
            variant="outline"
            size="sm"
            disabled={full}
            onClick={() => onAdd(kind)}
          >
            <Plus aria-hidden="true" />
            {CARD_FIELD_LABELS[kind]}
          </Button>
        ))}
      </div>
      {full && (
        <p className="text-sm text-muted-foreground">
          A card holds at most {CARD_MAX_FIELDS} fields.
        </p>
      )}
    </div>
  );
}
