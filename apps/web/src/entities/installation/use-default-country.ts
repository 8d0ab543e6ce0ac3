import { useEffect, useState } from 'react';
import { useInstallation } from './get-installation';

/**
 * The country phone numbers are read in when nothing closer says (an event's or
 * occasion's country, the user's own): the installation's default country, or, when none
 * is set or it cannot be read, the browser's region. Undefined until it is known, and
 * when `enabled` is false (the caller has a country of its own).
 */
export function useDefaultCountry({ enabled = true }: { enabled?: boolean } = {}):
  string | undefined {
  const installation = useInstallation({ enabled });
  const [browserCountry, setBrowserCountry] = useState<string>();
  const fromBrowser =
    enabled &&
    (installation.isError || (installation.isSuccess && !installation.data.defaultCountry));

  useEffect(() => {
    if (!fromBrowser || browserCountry) return;
    let current = true;
    // The browser's region needs the country table: fetched only when it is needed, so a
    // public page's first download stays small (decision 0020). Should the chunk fail to
    // load, no country is chosen and the visitor picks one.
    import('@/lib/browser-country').then(
      ({ getBrowserCountry }) => current && setBrowserCountry(getBrowserCountry()),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [fromBrowser, browserCountry]);

  if (!enabled) return undefined;
  return installation.data?.defaultCountry ?? (fromBrowser ? browserCountry : undefined);
}
