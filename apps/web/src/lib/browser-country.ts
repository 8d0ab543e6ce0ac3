import { findCountry } from '@karamu/shared';

/** Where the product is used most; the default when the browser's language names no region. */
const FALLBACK_COUNTRY = 'KE';

/** The region of the browser's language ('en-KE' -> 'KE'), as a known country code. */
export function getBrowserCountry(languages: readonly string[] = navigator.languages ?? []) {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      const country = findCountry(region);
      if (country) return country.alpha2;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return FALLBACK_COUNTRY;
}
