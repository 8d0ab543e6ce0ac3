import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type NumberFieldProps = {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
};

const show = (value: number) => String(Math.round(value * 10) / 10);

/**
 * A number typed freely: what is typed stays while it is typed (an empty box, "3." on
 * the way to "3.5"), each readable number applies at once, and a value moved elsewhere
 * (a drag) shows here.
 */
export function NumberField({ id, label, value, min, max, step, onChange }: NumberFieldProps) {
  const [text, setText] = useState(show(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(show(value));
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(next))
            onChange(Math.min(Math.max(next, min), max));
        }}
        onBlur={() => setText(show(value))}
      />
    </div>
  );
}
