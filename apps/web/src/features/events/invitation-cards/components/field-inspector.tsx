import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import {
  CARD_ALIGNMENTS,
  CARD_FIELD_LABELS,
  CARD_FONTS,
  type CardAlignment,
  type CardField,
  type CardFont,
} from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { placeField, resizeField, type ArtworkSize } from '../lib/card-layout';
import { CARD_FONT_LABELS } from '../lib/card-fonts';
import { NumberField } from './number-field';

/** The contract's font size bounds (fractions of the artwork's width). */
const MIN_FONT_SIZE = 0.005;
const MAX_FONT_SIZE = 0.5;

const ALIGNMENT_LABELS: Readonly<Record<CardAlignment, string>> = {
  left: 'Left',
  center: 'Centre',
  right: 'Right',
};

export type FieldInspectorProps = {
  field: CardField;
  size: ArtworkSize;
  onChange: (field: CardField) => void;
  onRemove: () => void;
};

/**
 * The chosen field's settings. Places are percentages of the artwork and the text size
 * is in the artwork's own pixels, the numbers a designer measures a card in.
 */
export function FieldInspector({ field, size, onChange, onRemove }: FieldInspectorProps) {
  const id = useId();
  const label = CARD_FIELD_LABELS[field.kind];
  const isText = field.kind !== 'qr';
  const pixels = (fraction: number) => Math.round(fraction * size.width);

  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-4">
      {/* Removal heads the settings: tabbing on from the last number leaves the inspector
          instead of landing on the one control that deletes. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {label}
        </h2>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          Remove this field
        </Button>
      </div>
      {isText && (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-font`}>Font</Label>
            <NativeSelect
              id={`${id}-font`}
              className="h-10 w-full"
              value={field.font}
              onChange={(event) => onChange({ ...field, font: event.target.value as CardFont })}
            >
              {CARD_FONTS.map((font) => (
                <option key={font} value={font}>
                  {CARD_FONT_LABELS[font]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <NumberField
              id={`${id}-size`}
              label="Size (px)"
              value={pixels(field.fontSize)}
              min={Math.ceil(pixels(MIN_FONT_SIZE))}
              max={Math.floor(pixels(MAX_FONT_SIZE))}
              step={1}
              onChange={(px) =>
                onChange(placeField({ ...field, fontSize: px / size.width }, field, size))
              }
            />
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-color`}>Colour</Label>
              <input
                id={`${id}-color`}
                type="color"
                value={field.color}
                onChange={(event) => onChange({ ...field, color: event.target.value })}
                className="h-10 w-full cursor-pointer rounded-md border border-input bg-background p-1"
              />
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium">Alignment</legend>
            <RadioGroup
              value={field.align}
              onValueChange={(align) => onChange({ ...field, align: align as CardAlignment })}
              className="flex flex-wrap gap-4"
            >
              {CARD_ALIGNMENTS.map((align) => (
                <div key={align} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-align-${align}`} value={align} />
                  <Label htmlFor={`${id}-align-${align}`}>{ALIGNMENT_LABELS[align]}</Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        </>
      )}
      <div className="grid grid-cols-3 gap-3">
        <NumberField
          id={`${id}-x`}
          label="X (%)"
          value={field.x * 100}
          min={0}
          max={100}
          step={0.1}
          onChange={(x) => onChange(placeField(field, { x: x / 100, y: field.y }, size))}
        />
        <NumberField
          id={`${id}-y`}
          label="Y (%)"
          value={field.y * 100}
          min={0}
          max={100}
          step={0.1}
          onChange={(y) => onChange(placeField(field, { x: field.x, y: y / 100 }, size))}
        />
        <NumberField
          id={`${id}-width`}
          label="Width (%)"
          value={field.width * 100}
          min={1}
          max={100}
          step={0.1}
          onChange={(width) => onChange(resizeField(field, width / 100, size))}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        X and Y place the field’s top-left corner, as percentages of the artwork’s width and height.
        {isText ? ' The text is aligned within the field’s width.' : ' A QR code is square.'}
      </p>
    </section>
  );
}
