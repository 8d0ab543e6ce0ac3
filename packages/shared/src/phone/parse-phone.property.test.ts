import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countries } from './countries';
import { formatPhoneInternational } from './format-phone';
import { PHONE_ERRORS, parsePhone } from './parse-phone';

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.stringMatching(/^\+?[0-9 ()\-.#x]{0,40}$/),
);
const anyOptions = fc.oneof(
  fc.anything(),
  fc.record(
    {
      country: fc.oneof(fc.constantFrom(...countries.map((c) => c.alpha2)), fc.string()),
      mobileOnly: fc.boolean(),
      extraMobilePrefixes: fc.oneof(
        fc.anything(),
        fc.dictionary(fc.string({ maxLength: 3 }), fc.array(fc.string({ maxLength: 4 }))),
      ),
    },
    { requiredKeys: [] },
  ),
);

/** A number built from a table entry: its code, a mobile prefix, digits up to a valid length. */
const tableNumber = fc
  .constantFrom(...countries)
  .chain((country) =>
    fc.record({
      country: fc.constant(country),
      prefix: fc.constantFrom('', ...country.mobile_begin_with),
      length: fc.constantFrom(...country.phone_number_lengths),
      digits: fc.stringMatching(/^\d{20}$/),
      extension: fc.option(fc.stringMatching(/^\d{1,6}$/), { nil: undefined }),
    }),
  )
  .map(({ country, prefix, length, digits, extension }) => ({
    country,
    text: `+${country.country_code}${(prefix + digits).slice(0, length)}`,
    extension,
  }));

describe('parsePhone properties', () => {
  it('never throws and answers ok or one of the documented errors', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.anything()), anyOptions, (text, options) => {
        const result = parsePhone(text, options as never);
        if (result.ok) expect(result.e164).toMatch(/^\+\d{2,16}$/);
        else expect(PHONE_ERRORS).toContain(result.error);
      }),
      { numRuns: 3000 },
    );
  });

  it('re-parses its own output to itself', () => {
    fc.assert(
      fc.property(tableNumber, ({ text, extension }) => {
        const written = extension ? `${text} ext. ${extension}` : text;
        const result = parsePhone(written);
        if (!result.ok) return;
        expect(result.extension).toBe(extension);
        const { extension: _, ...withoutExtension } = result;
        expect(parsePhone(result.e164, { country: result.country })).toEqual(withoutExtension);
        expect(parsePhone(result.e164)).toMatchObject({ ok: true, e164: result.e164 });
        const international = formatPhoneInternational(result.e164);
        expect(parsePhone(international, { country: result.country })).toEqual(withoutExtension);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts most numbers built from the table', () => {
    const sample = fc.sample(tableNumber, { numRuns: 1000, seed: 42 });
    const accepted = sample.filter(({ text }) => parsePhone(text).ok).length;
    expect(accepted / sample.length).toBeGreaterThan(0.8);
  });

  it('reads a number as stored exactly as libphonenumber would', () => {
    // The stored form ('+254712345678') takes a short cut past libphonenumber; written with
    // a space it cannot, so both readings must agree, mobile check and extra prefixes included.
    fc.assert(
      fc.property(
        tableNumber,
        fc.stringMatching(/^\d{0,4}$/),
        fc.boolean(),
        (number, extra, mobileOnly) => {
          const code = number.country.country_code;
          const options = { mobileOnly, extraMobilePrefixes: { [number.country.alpha2]: [extra] } };
          const national = number.text.slice(1 + code.length);
          expect(parsePhone(number.text, options)).toEqual(
            parsePhone(`+${code} ${national}`, options),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });
});
