import { useController, type Control } from 'react-hook-form';
import { startOfToday } from 'date-fns';
import type { FormFieldDefinition, FormInput, FormValues } from '@karamu/shared';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { DatePicker } from './date-picker';
import { PhoneInput } from './phone-field';

export type DynamicFieldProps = {
  field: FormFieldDefinition;
  control: Control<FormInput, unknown, FormValues>;
  /** Unique per form: the control's id, from which the label and message ids derive. */
  controlId: string;
  /** The country a phone field starts on (see `PhoneInput`); other fields need none. */
  defaultPhoneCountry?: string;
};

const INPUT_TYPES = {
  text: { type: 'text', inputMode: undefined, placeholder: undefined },
  number: { type: 'number', inputMode: 'decimal', placeholder: undefined },
  link: { type: 'url', inputMode: 'url', placeholder: 'https://' },
} as const;

/** One field of a dynamic form: its label, the control for its type and its message. */
export function DynamicField({
  field,
  control,
  controlId,
  defaultPhoneCountry,
}: DynamicFieldProps) {
  const {
    field: { value, onChange, onBlur, ref, name },
    fieldState: { error },
  } = useController({ name: field.name, control });
  const labelId = `${controlId}-label`;
  const messageId = `${controlId}-message`;
  const invalid = error !== undefined;
  const describedBy = invalid ? messageId : undefined;
  const common = { id: controlId, onBlur, ref, 'aria-invalid': invalid || undefined };
  const controlProps = { id: controlId, ref, value, onChange, onBlur, invalid, describedBy };

  const label = (
    <Label id={labelId} htmlFor={controlId}>
      {field.label}
      {field.required && (
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      )}
    </Label>
  );

  const controlFor = () => {
    switch (field.type) {
      case 'boolean':
        return (
          <Switch
            {...common}
            name={name}
            checked={value === true}
            onCheckedChange={(checked) => onChange(checked)}
            aria-describedby={describedBy}
            aria-required={field.required || undefined}
          />
        );
      case 'date':
        return (
          <DatePicker
            {...controlProps}
            labelId={labelId}
            fromDate={field.afterToday ? startOfToday() : undefined}
          />
        );
      case 'phone':
        return (
          <PhoneInput
            {...controlProps}
            defaultCountry={defaultPhoneCountry}
            required={field.required}
          />
        );
      case 'text':
      case 'number':
      case 'link':
        return (
          <Input
            {...common}
            {...INPUT_TYPES[field.type]}
            name={name}
            value={typeof value === 'string' || typeof value === 'number' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={describedBy}
            aria-required={field.required || undefined}
          />
        );
    }
  };

  return (
    <div className={field.type === 'boolean' ? 'flex flex-wrap items-center gap-3' : 'grid gap-2'}>
      {field.type === 'boolean' ? (
        <>
          {controlFor()}
          {label}
        </>
      ) : (
        <>
          {label}
          {controlFor()}
        </>
      )}
      {error?.message && (
        <p id={messageId} className="w-full text-sm text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );
}
