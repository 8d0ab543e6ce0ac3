import { useId, useMemo, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import {
  MOBILE_PREFIX_PATTERN,
  findCountry,
  formatDisplayDateTime,
  getCountryFlag,
  normalizeExtraMobilePrefixes,
  type Country,
  type ExtraMobilePrefixes,
} from '@karamu/shared';
import { CountryPicker } from '@/components/forms/country-picker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSettingsSave } from '../hooks/use-settings-save';
import { InstallationSettingsGate, type SettingsEditorProps } from './installation-settings-gate';
import { SettingsSaveBar } from './settings-save-bar';

type Draft = Record<string, string[]>;

/**
 * Why a prefix would change nothing, or null when it is worth adding. Extra prefixes
 * only widen a country's list (decision 0005): a country without prefix data is never
 * checked, and a prefix inside one already allowed adds no number.
 */
export function checkNewPrefix(country: Country | undefined, prefix: string, draft: Draft) {
  if (!country) return 'Choose a country';
  if (!MOBILE_PREFIX_PATTERN.test(prefix)) return 'A mobile prefix is 1 to 6 digits';
  const builtIn = country.mobile_begin_with;
  if (builtIn.length === 0) {
    return `Numbers of ${country.country_name} are not checked against mobile prefixes, so a prefix would change nothing`;
  }
  if (builtIn.includes('')) return `Every number of ${country.country_name} is accepted already`;
  const covering = builtIn.find((known) => prefix.startsWith(known));
  if (covering !== undefined) {
    return `Already allowed: mobile numbers of ${country.country_name} may start with ${covering}`;
  }
  const extra = (draft[country.alpha2] ?? []).find((known) => prefix.startsWith(known));
  if (extra !== undefined) return `Already in the list (${extra})`;
  return null;
}

const sameSetting = (a: ExtraMobilePrefixes, b: ExtraMobilePrefixes) =>
  JSON.stringify(normalizeExtraMobilePrefixes(a)) ===
  JSON.stringify(normalizeExtraMobilePrefixes(b));

/**
 * Mobile prefixes an administrator allows on top of the country table, for holders of
 * READ_SETTINGS; read-only without UPDATE_SETTINGS (the server refuses the save anyway).
 */
export function PhoneNumbersSection({ canUpdate }: { canUpdate: boolean }) {
  return (
    <InstallationSettingsGate
      loadingLabel="Loading phone number settings"
      errorTitle="We could not load the phone number settings"
      editor={PrefixesEditor}
      canUpdate={canUpdate}
    />
  );
}

function PrefixesEditor({ settings, canUpdate }: SettingsEditorProps) {
  const id = useId();
  const { save, saving, saveError, clearSaveError } = useSettingsSave(
    'Phone number settings saved',
  );
  const [draft, setDraft] = useState<Draft>(
    () => structuredClone(settings.extraMobilePrefixes) as Draft,
  );
  const [country, setCountry] = useState('');
  const [prefix, setPrefix] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const changed = !sameSetting(draft, settings.extraMobilePrefixes);

  const rows = useMemo(
    () =>
      Object.entries(draft)
        .filter(([, prefixes]) => prefixes.length > 0)
        .map(([code, prefixes]) => ({ code, country: findCountry(code), prefixes }))
        .sort((a, b) =>
          (a.country?.country_name ?? a.code).localeCompare(b.country?.country_name ?? b.code),
        ),
    [draft],
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    const chosen = findCountry(country);
    const digits = prefix.trim();
    const problem = checkNewPrefix(chosen, digits, draft);
    setAddError(problem);
    if (problem || !chosen) return;
    setDraft((current) => ({
      ...current,
      [chosen.alpha2]: [...(current[chosen.alpha2] ?? []), digits].sort(),
    }));
    setPrefix('');
  };

  const removePrefix = (code: string, value: string) =>
    setDraft((current) => ({
      ...current,
      [code]: (current[code] ?? []).filter((p) => p !== value),
    }));

  const prefixId = `${id}-prefix`;
  const addErrorId = `${id}-add-error`;
  const countryLabelId = `${id}-country-label`;
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Guests and members get SMS, so their numbers must be mobile numbers: each country&apos;s
        built-in list says how mobile numbers start. When a network opens a new range before that
        list knows it, allow the prefix here (the digits after the country code, without the leading
        0).
      </p>
      {rows.length === 0 ? (
        <p className="text-sm">
          No extra prefixes: numbers are checked against the built-in lists only.
        </p>
      ) : (
        <ul aria-label="Extra mobile prefixes" className="divide-y rounded-lg border">
          {rows.map(({ code, country: entry, prefixes }) => (
            <li key={code} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 sm:w-56">
                <p className="truncate font-medium">
                  <span aria-hidden="true">{getCountryFlag(code)} </span>
                  {entry?.country_name ?? code}
                  <span className="text-muted-foreground"> +{entry?.country_code}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  Built in: {entry?.mobile_begin_with.join(', ') || 'none'}
                </p>
              </div>
              <ul
                aria-label={`Extra prefixes of ${entry?.country_name ?? code}`}
                className="flex flex-wrap gap-2"
              >
                {prefixes.map((value) => (
                  <li
                    key={value}
                    className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 font-mono text-sm"
                  >
                    {value}
                    {canUpdate && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-6 rounded-full"
                        aria-label={`Remove prefix ${value} of ${entry?.country_name ?? code}`}
                        disabled={saving}
                        onClick={() => removePrefix(code, value)}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}

      {canUpdate ? (
        <>
          <form
            noValidate
            onSubmit={add}
            aria-label="Add a prefix"
            className="grid gap-2 rounded-lg border border-dashed p-3"
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div role="group" aria-labelledby={countryLabelId} className="grid gap-2">
                <span id={countryLabelId} className="text-sm leading-none font-medium">
                  Country
                </span>
                <div className="flex items-center gap-2">
                  <CountryPicker
                    value={country}
                    onChange={(code) => {
                      setCountry(code);
                      setAddError(null);
                    }}
                  />
                  <span className="truncate text-sm">
                    {findCountry(country)?.country_name ?? 'None chosen'}
                  </span>
                </div>
              </div>
              <div className="grid gap-2 sm:w-40">
                <Label htmlFor={prefixId}>Prefix digits</Label>
                <Input
                  id={prefixId}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  placeholder="e.g. 11"
                  value={prefix}
                  aria-invalid={addError ? true : undefined}
                  aria-describedby={addError ? addErrorId : undefined}
                  onChange={(event) => {
                    setPrefix(event.target.value);
                    setAddError(null);
                  }}
                />
              </div>
              <Button type="submit" variant="secondary">
                Add prefix
              </Button>
            </div>
            {addError && (
              <p id={addErrorId} className="text-sm text-destructive">
                {addError}
              </p>
            )}
          </form>
          <SettingsSaveBar
            saveLabel="Save phone number settings"
            changed={changed}
            saving={saving}
            saveError={saveError}
            onSave={() =>
              void save({
                extraMobilePrefixes: normalizeExtraMobilePrefixes(draft),
                version: settings.version,
              })
            }
            onDiscard={() => {
              setDraft(structuredClone(settings.extraMobilePrefixes) as Draft);
              setAddError(null);
              clearSaveError();
            }}
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          You can see these prefixes; changing them needs the privilege to update settings.
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {settings.updatedBy && settings.updated
          ? `Last saved by ${settings.updatedBy}, ${formatDisplayDateTime(settings.updated)}`
          : settings.updated
            ? `Last saved ${formatDisplayDateTime(settings.updated)}`
            : 'Never changed since installation'}
      </p>
    </div>
  );
}
