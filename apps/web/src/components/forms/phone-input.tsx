import { useState } from 'react';
import {
  findCountry,
  formatPhoneAsYouType,
  formatPhoneNational,
  parsePhone,
  type Country,
  type ParsedPhone,
} from '@karamu/shared';
import { Input } from '@/components/ui/input';
import { CountryPicker } from './country-picker';
import type { FieldControlProps } from './field-control-props';

const FALLBACK_COUNTRY = 'US';

/** E.164 (with ';ext=') when the text is a number of `country`, else '+code text' to fail validation. */
function toFormValue(text: string, country: Country): string {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('+')) return trimmed;
  const parsed = parsePhone(trimmed, { country: country.alpha2 });
  if (parsed.ok) return withExtension(parsed);
  return `+${country.country_code} ${trimmed}`;
}

const withExtension = (parsed: ParsedPhone) =>
  parsed.extension ? `${parsed.e164};ext=${parsed.extension}` : parsed.e164;

function fromFormValue(value: unknown, country: string): { country: string; text: string } {
  if (typeof value !== 'string' || value.trim() === '') return { country, text: '' };
  const parsed = parsePhone(value);
  if (!parsed.ok) return { country, text: value };
  const national = formatPhoneNational(parsed.e164);
  return {
    country: parsed.country,
    text: parsed.extension ? `${national} ext. ${parsed.extension}` : national,
  };
}

/** The value is '' or an international number. */
export type PhoneInputProps = FieldControlProps<string, HTMLInputElement> & {
  /** Alpha-2 code the picker starts on when the value has no country. */
  defaultCountry?: string;
  required?: boolean;
};

/**
 * A country picker (flag, name, dial code) and a number typed the national way,
 * formatted as it is typed. A number typed with '+' picks its own country.
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
  const startCountry = findCountry(defaultCountry)?.alpha2 ?? FALLBACK_COUNTRY;
  const [state, setState] = useState(() => ({
    ...fromFormValue(value, startCountry),
    emitted: value,
  }));
  // A value set from outside (a form reset) replaces what was typed.
  if (value !== state.emitted) setState({ ...fromFormValue(value, state.country), emitted: value });

  const update = (text: string, chosenCountry: string) => {
    let country = chosenCountry;
    if (text.trim().startsWith('+')) {
      const parsed = parsePhone(text);
      if (parsed.ok) country = parsed.country;
    }
    const next = toFormValue(
      text,
      findCountry(country) ?? (findCountry(FALLBACK_COUNTRY) as Country),
    );
    setState({ country, text, emitted: next });
    onChange(next);
  };

  return (
    <div className="flex gap-2">
      <CountryPicker value={state.country} onChange={(country) => update(state.text, country)} />
      <Input
        ref={ref}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
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
            deleting ? raw : formatPhoneAsYouType(raw, international ? undefined : state.country),
            state.country,
          );
        }}
      />
    </div>
  );
}
