import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { findCountry, getCountryFlag } from '@karamu/shared';
import { CountryPicker } from '@/components/forms/country-picker';
import { Button } from '@/components/ui/button';
import { useSettingsSave } from '../hooks/use-settings-save';
import { InstallationSettingsGate, type SettingsEditorProps } from './installation-settings-gate';
import { SettingsSaveBar } from './settings-save-bar';

const nameOf = (code: string) => findCountry(code)?.country_name ?? code;

/**
 * "SMS countries" (decision 0059): SMS and phone codes go only to numbers of these
 * countries, so the installation's SMS money cannot be spent on numbers abroad. Only a super
 * administrator changes them (the server refuses anyone else); others see them.
 */
export function SmsCountriesSection({ canUpdate }: { canUpdate: boolean }) {
  return (
    <InstallationSettingsGate
      loadingLabel="Loading the SMS countries"
      errorTitle="We could not load the SMS countries"
      editor={SmsCountriesEditor}
      canUpdate={canUpdate}
    />
  );
}

function SmsCountriesEditor({ settings, canUpdate }: SettingsEditorProps) {
  const id = useId();
  const { save, saving, saveError } = useSettingsSave('SMS countries saved');
  const [draft, setDraft] = useState<string[] | null>(settings.smsCountries);
  const changed = JSON.stringify(draft) !== JSON.stringify(settings.smsCountries);
  const fallback = settings.defaultCountry;

  const listLabelId = `${id}-list`;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        SMS and phone codes go only to numbers of these countries; a send to a number elsewhere is
        refused, so nobody can spend the installation&apos;s SMS on numbers abroad.
      </p>
      <p id={listLabelId} className="text-sm font-medium">
        {draft === null
          ? fallback
            ? `Not chosen: the default country, ${nameOf(fallback)}, alone.`
            : 'Not chosen, and no default country: every country. Choose the countries you serve.'
          : draft.length === 0
            ? 'No country: no SMS goes out.'
            : 'SMS go to numbers of:'}
      </p>
      {draft !== null && draft.length > 0 && (
        <ul aria-labelledby={listLabelId} className="flex flex-wrap gap-2">
          {draft.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm"
            >
              <span aria-hidden="true">{getCountryFlag(code)}</span> {nameOf(code)}
              {canUpdate && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-6 rounded-full"
                  aria-label={`Remove ${nameOf(code)}`}
                  disabled={saving}
                  onClick={() => setDraft(draft.filter((c) => c !== code))}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canUpdate ? (
        <>
          <div
            role="group"
            aria-labelledby={`${id}-add`}
            className="flex flex-wrap items-center gap-2"
          >
            <span id={`${id}-add`} className="text-sm">
              Add a country
            </span>
            <CountryPicker
              value=""
              onChange={(code) => {
                const current = draft ?? (fallback ? [fallback] : []);
                if (!current.includes(code)) setDraft([...current, code].sort());
              }}
            />
          </div>
          <SettingsSaveBar
            saveLabel="Save SMS countries"
            changed={changed}
            saving={saving}
            saveError={saveError}
            onSave={() =>
              void save({
                extraMobilePrefixes: settings.extraMobilePrefixes,
                smsCountries: draft,
                version: settings.version,
              })
            }
            onDiscard={() => setDraft(settings.smsCountries)}
          >
            {draft !== null && (
              <Button
                type="button"
                variant="outline"
                disabled={saving}
                onClick={() => setDraft(null)}
              >
                Back to the default country
              </Button>
            )}
          </SettingsSaveBar>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Only a super administrator changes them (settings variable smsCountries).
        </p>
      )}
    </div>
  );
}
