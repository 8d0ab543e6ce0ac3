import { useState, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import {
  findCountry,
  formatPhoneAsYouType,
  formatPhoneNational,
  parsePhone,
  type Country,
  type ParsedPhone,
} from '@karamu/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CountryPicker } from './country-picker';
import type { FieldControlProps } from './field-control-props';

/**
 * E.164 (with ';ext=') when the text is a number of `country`, else '+code text' to fail
 * validation; with no country yet, the text as typed (the form's own country reads it).
 */
function toFormValue(text: string, country: Country | undefined): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('+') || !country) return trimmed;
  const parsed = parsePhone(trimmed, { country: country.alpha2 });
  if (parsed.ok) return withExtension(parsed);
  return `+${country.country_code} ${trimmed}`;
}

const withExtension = (parsed: ParsedPhone) =>
  parsed.extension ? `${parsed.e164};ext=${parsed.extension}` : parsed.e164;

/** The number's own country (when it has one) and its national text. */
function fromFormValue(value: unknown): { country?: string; text: string } {
  if (typeof value !== 'string' || value.trim() === '') return { text: '' };
  const parsed = parsePhone(value);
  if (!parsed.ok) return { text: value };
  const national = formatPhoneNational(parsed.e164);
  return {
    country: parsed.country,
    text: parsed.extension ? `${national} ext. ${parsed.extension}` : national,
  };
}

/** A phone keypad on touch screens; autofill offers the national number, as typed here. */
const TEL_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' } as const;

/** The value is '' or an international number. */
export type PhoneInputProps = FieldControlProps<string, HTMLInputElement> & {
  /**
   * Alpha-2 code the picker starts on when the value has no country: the event's or
   * occasion's, or the installation's (`useDefaultCountry`). Undefined while it is being
   * worked out: no country is shown until it arrives, never a guessed one.
   */
  defaultCountry: string | undefined;
  required?: boolean;
};

/**
 * A country picker (flag, name, dial code) and a number typed the national way,
 * formatted as it is typed. A number typed with '+' picks its own country. The dynamic
 * form uses it bare (it draws its own label); other forms use `PhoneField`.
 */
export function PhoneInput({
  id,
  value,
  onChange,
  onBlur,
  defaultCountry,
  invalid,
  describedBy,
  required,
  ref,
}: PhoneInputProps) {
  // `chosen`: the country picked, or the value's own; the default applies until there is one.
  const [state, setState] = useState(() => {
    const { country, text } = fromFormValue(value);
    return { chosen: country, text, emitted: value };
  });
  // A value set from outside (a form reset) replaces what was typed.
  if (value !== state.emitted) {
    const { country, text } = fromFormValue(value);
    setState({ chosen: country ?? state.chosen, text, emitted: value });
  }
  const country = state.chosen ?? findCountry(defaultCountry)?.alpha2;

  const update = (text: string, picked: string | undefined) => {
    let chosen = picked;
    if (text.trim().startsWith('+')) {
      const parsed = parsePhone(text);
      if (parsed.ok) chosen = parsed.country;
    }
    const next = toFormValue(text, findCountry(chosen ?? country));
    setState({ chosen, text, emitted: next });
    onChange(next);
  };

  return (
    <div className="flex gap-2">
      <CountryPicker value={country ?? ''} onChange={(picked) => update(state.text, picked)} />
      <Input
        {...TEL_INPUT}
        ref={ref}
        id={id}
        value={state.text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        onBlur={onBlur}
        onChange={(event) => {
          const raw = event.target.value;
          // Reformatting while deleting would put back the space or bracket just removed.
          const deleting = raw.length < state.text.length;
          const international = raw.trim().startsWith('+');
          update(
            deleting ? raw : formatPhoneAsYouType(raw, international ? undefined : country),
            state.chosen,
          );
        }}
      />
    </div>
  );
}

type PhoneFieldProps<T extends FieldValues, TOutput> = {
  control: Control<T, unknown, TOutput>;
  name: FieldPath<T>;
  /** The control's id; the hint's and message's ids derive from it. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  defaultCountry: string | undefined;
  required?: boolean;
  rules?: RegisterOptions<T, FieldPath<T>>;
};

/** A labelled phone number of a react-hook-form form, with its hint and its message. */
export function PhoneField<T extends FieldValues, TOutput = T>({
  control,
  name,
  id,
  label,
  description,
  defaultCountry,
  required,
  rules,
}: PhoneFieldProps<T, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <FormField
          id={id}
          label={label}
          description={description}
          error={fieldState.error?.message}
        >
          {(aria) => (
            <PhoneInput
              {...field}
              id={aria.id}
              defaultCountry={defaultCountry}
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
              required={required}
            />
          )}
        </FormField>
      )}
    />
  );
}
