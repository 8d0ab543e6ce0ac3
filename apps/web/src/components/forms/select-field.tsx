import type { ComponentProps } from 'react';
import { countries, getCountryFlag } from '@karamu/shared';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { listCurrencies } from '@/lib/currencies';
import { splitFrame, type FieldFrameProps } from './field-frame';

type SelectFieldProps = FieldFrameProps &
  Omit<ComponentProps<typeof NativeSelect>, 'id' | 'className'> & {
    /** The select's own class; a field-wide one by default. */
    controlClassName?: string;
  };

/** A labelled native select, with its hint and message tied to it; the options are its children. */
export function SelectField({ controlClassName = 'h-10 w-full', ...props }: SelectFieldProps) {
  const [frame, select] = splitFrame(props);
  return (
    <FormField {...frame}>
      {(aria) => <NativeSelect {...select} className={controlClassName} {...aria} />}
    </FormField>
  );
}

const BY_NAME = [...countries].sort((a, b) => a.country_name.localeCompare(b.country_name));

/**
 * Every country by name, with its flag and dial code (an event's or occasion's country,
 * which reads numbers typed without a code); the value is the alpha-2 code.
 */
export function CountrySelectField(props: Omit<SelectFieldProps, 'children'>) {
  return (
    <SelectField {...props}>
      {BY_NAME.map((country) => (
        <option key={country.alpha2} value={country.alpha2}>
          {`${getCountryFlag(country.alpha2)} ${country.country_name} (+${country.country_code})`}
        </option>
      ))}
    </SelectField>
  );
}

/** A currency select's options: the region's in one group, every other in the next. */
export function CurrencyOptions({
  firstLabel = 'Common',
  restLabel = 'All currencies',
}: {
  firstLabel?: string;
  restLabel?: string;
}) {
  const { first, rest } = listCurrencies();
  return (
    <>
      <optgroup label={firstLabel}>
        {first.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </optgroup>
      <optgroup label={restLabel}>
        {rest.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </optgroup>
    </>
  );
}
