import { useId, useState, type ReactNode } from 'react';
import { findCountry } from '@karamu/shared';
import { CountryPicker } from '@/components/forms/country-picker';
import { CurrencyOptions } from '@/components/forms/select-field';
import { TimeZonePicker } from '@/components/forms/time-zone-picker';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { getDefaultCurrency } from '@/lib/currencies';
import { describeTimeZone } from '@/lib/zoned-time';
import { useSettingsSave } from '../hooks/use-settings-save';
import { InstallationSettingsGate, type SettingsEditorProps } from './installation-settings-gate';
import { SettingsSaveBar } from './settings-save-bar';

/**
 * The installation's one default country, currency and time zone (issue 29): phone fields,
 * new events, occasions and prices start on them, and /create-event too. Each may be left
 * unset, and then every browser decides for itself.
 */
export function InstallationDefaultsSection({ canUpdate }: { canUpdate: boolean }) {
  return (
    <InstallationSettingsGate
      loadingLabel="Loading the installation's defaults"
      errorTitle="We could not load the installation's defaults"
      editor={DefaultsEditor}
      canUpdate={canUpdate}
    />
  );
}

function DefaultsEditor({ settings, canUpdate }: SettingsEditorProps) {
  const id = useId();
  const { save, saving, saveError, clearSaveError } = useSettingsSave('Defaults saved');
  const [country, setCountry] = useState(settings.defaultCountry);
  const [currency, setCurrency] = useState(settings.defaultCurrency);
  const [zone, setZone] = useState(settings.defaultTimeZone);
  const changed =
    country !== settings.defaultCountry ||
    currency !== settings.defaultCurrency ||
    zone !== settings.defaultTimeZone;

  const chooseCountry = (code: string) => {
    setCountry(code);
    // The country's own currency, unless one was chosen already.
    if (currency === null) setCurrency(getDefaultCurrency(code) || null);
  };

  return (
    <div className="grid gap-5">
      <DefaultRow
        labelId={`${id}-country`}
        label="Default country"
        hint="Phone numbers typed without a country code are read as this country's, and new events and occasions start on it."
        shown={country ? (findCountry(country)?.country_name ?? country) : null}
        onClear={canUpdate && country ? () => setCountry(null) : undefined}
      >
        {canUpdate && <CountryPicker value={country ?? ''} onChange={chooseCountry} />}
      </DefaultRow>
      <DefaultRow
        labelId={`${id}-currency`}
        label="Default currency"
        hint="New occasions and vendor profiles start on it; an event's prices start on its country's."
        shown={currency}
        onClear={canUpdate && currency ? () => setCurrency(null) : undefined}
      >
        {canUpdate && (
          <NativeSelect
            aria-labelledby={`${id}-currency`}
            className="h-10 w-full sm:w-72"
            value={currency ?? ''}
            onChange={(event) => setCurrency(event.target.value || null)}
          >
            <option value="">Choose a currency</option>
            <CurrencyOptions />
          </NativeSelect>
        )}
      </DefaultRow>
      <DefaultRow
        labelId={`${id}-zone`}
        label="Default time zone"
        hint="New events and occasions start on it; guests see times in the event's own zone."
        shown={zone ? describeTimeZone(zone) : null}
        onClear={canUpdate && zone ? () => setZone(null) : undefined}
      >
        {canUpdate && (
          <div className="w-full sm:w-72">
            <TimeZonePicker
              id={`${id}-zone-picker`}
              labelId={`${id}-zone`}
              value={zone ?? ''}
              onChange={setZone}
            />
          </div>
        )}
      </DefaultRow>
      {canUpdate ? (
        <SettingsSaveBar
          saveLabel="Save defaults"
          changed={changed}
          saving={saving}
          saveError={saveError}
          onSave={() =>
            void save({
              extraMobilePrefixes: settings.extraMobilePrefixes,
              defaultCountry: country,
              defaultCurrency: currency,
              defaultTimeZone: zone,
              version: settings.version,
            })
          }
          onDiscard={() => {
            setCountry(settings.defaultCountry);
            setCurrency(settings.defaultCurrency);
            setZone(settings.defaultTimeZone);
            clearSaveError();
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          Changing them needs the privilege to update settings.
        </p>
      )}
    </div>
  );
}

function DefaultRow({
  labelId,
  label,
  hint,
  shown,
  onClear,
  children,
}: {
  labelId: string;
  label: string;
  hint: string;
  /** The value in words, or null when none is set. */
  shown: string | null;
  onClear: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2">
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <span className="text-sm break-words">{shown ?? 'None: each browser decides'}</span>
        {onClear && (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
    </div>
  );
}
