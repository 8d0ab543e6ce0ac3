import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { findCountry, getCountryFlag, type InstallationSettings } from '@karamu/shared';
import { CountryPicker } from '@/components/forms/country-picker';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isStaleVersionError } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useInstallationSettings } from '@/entities/installation';
import { useUpdateSettings } from '../api/update-settings';
import { SectionError, SectionLoading } from './settings-section';

const nameOf = (code: string) => findCountry(code)?.country_name ?? code;

/**
 * "SMS countries" (decision 0059): SMS and phone codes go only to numbers of these
 * countries, so the installation's SMS money cannot be spent on numbers abroad. Only a super
 * administrator changes them (the server refuses anyone else); others see them.
 */
export function SmsCountriesSection({ canUpdate }: { canUpdate: boolean }) {
  const settings = useInstallationSettings();
  if (settings.isPending) return <SectionLoading label="Loading the SMS countries" />;
  if (settings.isError) {
    return (
      <SectionError
        title="We could not load the SMS countries"
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return (
    <SmsCountriesEditor
      key={settings.data.version}
      settings={settings.data}
      canUpdate={canUpdate}
    />
  );
}

function SmsCountriesEditor({
  settings,
  canUpdate,
}: {
  settings: InstallationSettings;
  canUpdate: boolean;
}) {
  const id = useId();
  const update = useUpdateSettings();
  const [draft, setDraft] = useState<string[] | null>(settings.smsCountries);
  const [saveError, setSaveError] = useState<string | null>(null);
  const changed = JSON.stringify(draft) !== JSON.stringify(settings.smsCountries);
  const fallback = settings.defaultCountry;

  const save = async () => {
    setSaveError(null);
    try {
      await update.mutateAsync({
        extraMobilePrefixes: settings.extraMobilePrefixes,
        smsCountries: draft,
        version: settings.version,
      });
      toast.success('SMS countries saved');
    } catch (error) {
      const message = getErrorMessage(error);
      toast.error(message);
      if (!isStaleVersionError(error)) {
        const details = Object.values(readFieldErrors(error)).flat();
        setSaveError([message, ...details.filter((d) => !message.includes(d))].join(' '));
      }
    }
  };

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
                  disabled={update.isPending}
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
          {saveError && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{saveError}</AlertDescription>
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              onClick={() => void save()}
              disabled={!changed || update.isPending}
            >
              {update.isPending && <Spinner className="size-4" />}
              {update.isPending ? 'Saving…' : 'Save SMS countries'}
            </Button>
            {draft !== null && (
              <Button
                type="button"
                variant="outline"
                disabled={update.isPending}
                onClick={() => setDraft(null)}
              >
                Back to the default country
              </Button>
            )}
            <Button
              type="button"
              variant="outline"
              disabled={!changed || update.isPending}
              onClick={() => setDraft(settings.smsCountries)}
            >
              Discard changes
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Only a super administrator changes them (settings variable smsCountries).
        </p>
      )}
    </div>
  );
}
