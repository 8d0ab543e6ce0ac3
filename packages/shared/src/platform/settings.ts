/**
 * The settings screen's contract: installation settings an administrator keeps (extra
 * mobile prefixes, decision 0005) and the signed-in user's own profile, password,
 * sessions and display picture. The server validates with these schemas; the web forms
 * use the same ones.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordSchema, userEmailSchema } from './api';
import { FORM_MESSAGES, PHONE_TEXT_MAX_LENGTH } from '../constants';
import { findCountry } from '../phone/countries';
import {
  extraMobilePrefixesSchema,
  readExtraMobilePrefixes,
  type ExtraMobilePrefixes,
} from '../phone/extra-mobile-prefixes';
import { parsePhone } from '../phone/parse-phone';
import { currencySchema } from '../format/money';
import { timeZoneSchema } from '../schema-parts';

// ---------------------------------------------------------------- installation settings

/** Same order and no repeats, whatever order the administrator added them in. */
function sortUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b));
}

/**
 * The stored form of extra prefixes: countries in code order, each with its prefixes
 * sorted and without repeats; a country left without prefixes is dropped.
 */
export function normalizeExtraMobilePrefixes(value: ExtraMobilePrefixes): ExtraMobilePrefixes {
  const result: Record<string, string[]> = {};
  for (const code of Object.keys(value).sort()) {
    const prefixes = sortUnique(value[code] ?? []);
    if (prefixes.length > 0) result[code] = prefixes;
  }
  return result;
}

/**
 * The usable part of a stored setting: rows written by an older release, or by hand,
 * must not stop phone numbers from being checked. Unknown countries are dropped.
 */
export function readExtraMobilePrefixesSetting(value: unknown): ExtraMobilePrefixes {
  const result: Record<string, string[]> = {};
  for (const [code, prefixes] of readExtraMobilePrefixes(value)) {
    if (findCountry(code)?.alpha2 === code && prefixes.length > 0) result[code] = [...prefixes];
  }
  return normalizeExtraMobilePrefixes(result);
}

/** `GET /api/settings`: `version` is 0 until someone first saves them. */
export type InstallationSettings = {
  extraMobilePrefixes: ExtraMobilePrefixes;
  /**
   * The installation's defaults (issue 29): the country phone fields and new events and
   * occasions start on, their currency and their time zone; null: the browser decides.
   */
  defaultCountry: string | null;
  defaultCurrency: string | null;
  defaultTimeZone: string | null;
  /**
   * The countries SMS and phone codes may go to (decision 0059), as saved; null when never
   * saved: then the default country alone, or every country while that is unset too.
   */
  smsCountries: string[] | null;
  version: number;
  /** ISO date-time of the last save, or null. */
  updated: string | null;
  /** Username of who saved last, or null. */
  updatedBy: string | null;
};

/** More than a region's worth of countries is a typo, not a plan (decision 0059). */
export const SMS_COUNTRIES_MAX = 60;

/** The `version` an update was based on: a stale one gets 409. */
const versionSchema = (min: number) =>
  z
    .number({ error: 'The version you loaded is required' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`);

const UNKNOWN_COUNTRY_MESSAGE = 'Unknown country: use an ISO 3166 alpha-2 code such as KE';

/**
 * `extraMobilePrefixesSchema`, with the unknown country named on its own key: zod's
 * record reports a bad key only as "Invalid key in record".
 */
const extraMobilePrefixesInputSchema = z
  .record(z.string(), z.unknown(), { error: 'Give the prefixes by country code' })
  .superRefine((value, ctx) => {
    for (const code of Object.keys(value)) {
      if (findCountry(code)?.alpha2 !== code) {
        ctx.addIssue({ code: 'custom', path: [code], message: UNKNOWN_COUNTRY_MESSAGE });
      }
    }
  })
  .pipe(extraMobilePrefixesSchema)
  .transform(normalizeExtraMobilePrefixes);

/** An ISO 3166 alpha-2 code of the country table, any case in, upper case out. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => findCountry(code)?.alpha2 === code, { message: UNKNOWN_COUNTRY_MESSAGE });

/** `PUT /api/settings`: the whole setting, and the version it was based on. */
export const updateSettingsInputSchema = z.strictObject({
  extraMobilePrefixes: extraMobilePrefixesInputSchema,
  /** The country phone fields start on (null: the browser's region); left out, unchanged. */
  defaultCountry: countryCodeSchema.nullable().optional(),
  /** New events' and occasions' currency and zone (null: the browser's); left out, unchanged. */
  defaultCurrency: currencySchema.nullable().optional(),
  defaultTimeZone: timeZoneSchema.nullable().optional(),
  /** The countries SMS go to (null: back to the default country); left out, unchanged. */
  smsCountries: z
    .array(countryCodeSchema, { error: 'Give the countries as a list of codes such as KE' })
    .max(SMS_COUNTRIES_MAX, `At most ${SMS_COUNTRIES_MAX} countries`)
    .transform((codes) => sortUnique(codes))
    .nullable()
    .optional(),
  version: versionSchema(0),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsInputSchema>;
export type UpdateSettingsValues = z.output<typeof updateSettingsInputSchema>;

/** `GET /api/phone-rules`: public, because every phone field checks with it. */
export type PhoneRules = {
  extraMobilePrefixes: ExtraMobilePrefixes;
};

/**
 * `GET /api/installation`: public, because visitors' forms (sign-up, /create-event) start on
 * the installation's defaults: an ISO alpha-2 country, an ISO 4217 currency and an IANA
 * zone, each null when none is set (the browser's region and zone are used then).
 */
export type PublicInstallation = Pick<
  InstallationSettings,
  'defaultCountry' | 'defaultCurrency' | 'defaultTimeZone'
>;

// ---------------------------------------------------------------- profile

export const PROFILE_NAME_MAX_LENGTH = 200;

export const profileNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(PROFILE_NAME_MAX_LENGTH, `Name must be at most ${PROFILE_NAME_MAX_LENGTH} characters`);

/**
 * A profile's phone: a valid international number (a missing '+' is added, as in forms),
 * stored as E.164; empty text clears it. Not checked against mobile prefixes (0005).
 */
export const profilePhoneSchema = z
  .string()
  .max(PHONE_TEXT_MAX_LENGTH, FORM_MESSAGES.invalidPhone)
  .transform((text, ctx): string | null => {
    if (text.trim() === '') return null;
    const parsed = parsePhone(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    // Kept as plain E.164, which has no room for an extension: refuse rather than drop it.
    if (parsed.extension) {
      ctx.addIssue({ code: 'custom', message: 'Leave out the extension' });
      return z.NEVER;
    }
    return parsed.e164;
  })
  .nullable();

/** `PATCH /api/profile`: only the fields given change; 409 when `version` is stale. */
export const updateProfileInputSchema = z.strictObject({
  name: profileNameSchema.optional(),
  phone: profilePhoneSchema.optional(),
  email: userEmailSchema.optional(),
  defaultCountry: countryCodeSchema.nullable().optional(),
  version: versionSchema(1),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;
export type UpdateProfileValues = z.output<typeof updateProfileInputSchema>;

/** `GET /api/profile`: the signed-in user's own record. */
export type Profile = {
  id: string;
  username: string;
  name: string;
  /** E.164, or null. */
  phone: string | null;
  /** Where the user's own e-mail goes (test sends of e-mail templates), or null. */
  email: string | null;
  /** Alpha-2 code phone numbers typed without one are read in, or null. */
  defaultCountry: string | null;
  /** URL of the display picture, or null. */
  dp: string | null;
  version: number;
  updated: string;
};

export const SAME_PASSWORD_MESSAGE = 'Choose a password different from the current one';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

export const changePasswordShape = {
  currentPassword: z
    .string()
    .min(1, 'Enter your current password')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  newPassword: passwordSchema,
};

/** `POST /api/profile/password`: every other session of the user ends on success. */
export const changePasswordInputSchema = z
  .strictObject(changePasswordShape)
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD_MESSAGE,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** What the password change and "sign out other sessions" answer. */
export type SessionsEnded = {
  message: string;
  /** How many other sessions ended. */
  ended: number;
};

// ---------------------------------------------------------------- display picture

/** 5 MB as the app shows sizes (SI units, see FILE_SIZE_STEP). */
export const PROFILE_PICTURE_MAX_BYTES = 5_000_000;
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];
/** Pictures are stored as a square WebP of this many pixels a side. */
export const PROFILE_PICTURE_SIZE = 256;

export function isProfilePictureType(value: unknown): value is ProfilePictureType {
  return (PROFILE_PICTURE_TYPES as readonly unknown[]).includes(value);
}
