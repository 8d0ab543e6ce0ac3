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

  useEffect(() => {
    if (!enabled || browserCountry) return;
    let current = true;
    // Worked out beside the installation's answer, so neither waits for the other. The
    // browser's region needs the country table, fetched here rather than on a public
    // page's first download (decision 0020). Should the chunk fail to load, no country is
    // chosen and the visitor picks one.
    import('@/lib/browser-country').then(
      ({ getBrowserCountry }) => current && setBrowserCountry(getBrowserCountry()),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [enabled, browserCountry]);

  const fromBrowser =
    installation.isError || (installation.isSuccess && !installation.data.defaultCountry);
  if (!enabled) return undefined;
  return installation.data?.defaultCountry ?? (fromBrowser ? browserCountry : undefined);
}
