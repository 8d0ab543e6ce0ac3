import { getBrowserTimeZone } from '@/lib/browser-time-zone';
import { getDefaultCurrency } from '@/lib/currencies';
import { useInstallation } from './get-installation';
import { useDefaultCountry } from './use-default-country';

/** What a new event, occasion or price starts on. */
export type InstallationDefaults = {
  /** Alpha-2 code. */
  country: string;
  /** ISO 4217 code, or '' when neither Settings nor the country suggests one. */
  currency: string;
  /** IANA zone. */
  timeZone: string;
};

/**
 * The installation's defaults as Settings sets them (issue 29), each falling back to what
 * the browser says when none is set: the region, that region's currency, the browser's
 * zone. Undefined until known, and when `enabled` is false (editing: the record has its
 * own).
 */
export function useInstallationDefaults({ enabled = true }: { enabled?: boolean } = {}):
  InstallationDefaults | undefined {
  const installation = useInstallation({ enabled });
  const country = useDefaultCountry({ enabled });
  if (!enabled || country === undefined) return undefined;
  return {
    country,
    currency: installation.data?.defaultCurrency ?? getDefaultCurrency(country),
    timeZone: installation.data?.defaultTimeZone ?? getBrowserTimeZone(),
  };
}
