/**
 * The form rules, one field at a time: what each field type accepts, what it counts as
 * missing, and which message it gives.
 */
import { FORM_LINK_MAX_LENGTH, FORM_MESSAGES, FORM_TEXT_MAX_LENGTH } from '../constants';
import { z } from 'zod';
import { formatCalendarDate, toDate } from '../format/dates';
import { parsePhone } from '../phone/parse-phone';
import type { FormFieldDefinition } from './form-field';

/** What a field holds after validation; dates are calendar days, 'yyyy-MM-dd'. */
export type FormFieldValue = string | number | boolean | undefined;

export type FieldReading = { ok: true; value: FormFieldValue } | { ok: false; message: string };

export type ReadFieldContext = { now: Date };

const valid = (value: FormFieldValue): FieldReading => ({ ok: true, value });
const invalid = (message: string): FieldReading => ({ ok: false, message });

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Absent, or what an absent field is allowed to be: undefined, or the required message. */
function missing(
  field: FormFieldDefinition,
  message: string = FORM_MESSAGES.required,
): FieldReading {
  return field.required ? invalid(message) : valid(undefined);
}

function readText(field: FormFieldDefinition, value: unknown): FieldReading {
  if (isBlank(value)) return missing(field);
  if (typeof value !== 'string') return invalid(FORM_MESSAGES.invalidValue);
  const text = value.trim();
  return text.length > FORM_TEXT_MAX_LENGTH
    ? invalid(FORM_MESSAGES.tooLong(FORM_TEXT_MAX_LENGTH))
    : valid(text);
}

/** Empty, null and NaN are missing. Infinity too: no form can mean it. */
function readNumber(field: FormFieldDefinition, value: unknown): FieldReading {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  return Number.isFinite(number) ? valid(number) : missing(field);
}

function readDate(field: FormFieldDefinition, value: unknown, { now }: ReadFieldContext) {
  if (isBlank(value)) return missing(field);
  const day = formatCalendarDate(toDate(value));
  if (day === '') return invalid(FORM_MESSAGES.invalidDate);
  // "Later than yesterday's date": today or after, compared as calendar days.
  if (field.afterToday && day < formatCalendarDate(now)) {
    return invalid(FORM_MESSAGES.dateInFuture);
  }
  return valid(day);
}

const linkSchema = z
  .string()
  .max(FORM_LINK_MAX_LENGTH)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain }));

/** An optional link may be empty; a required one gives the link message. */
function readLink(field: FormFieldDefinition, value: unknown): FieldReading {
  if (isBlank(value)) return missing(field, FORM_MESSAGES.invalidLink);
  const text = typeof value === 'string' ? value.trim() : '';
  return linkSchema.safeParse(text).success ? valid(text) : invalid(FORM_MESSAGES.invalidLink);
}

/**
 * A valid international number, '+' added when missing. The value becomes
 * E.164, with an extension as ';ext=' (RFC 3966), which `parsePhone` reads back.
 */
function readPhone(field: FormFieldDefinition, value: unknown): FieldReading {
  if (isBlank(value)) return missing(field, FORM_MESSAGES.invalidPhone);
  if (typeof value !== 'string') return invalid(FORM_MESSAGES.invalidPhone);
  const text = value.trim();
  const parsed = parsePhone(text.startsWith('+') ? text : `+${text}`);
  if (!parsed.ok) return invalid(FORM_MESSAGES.invalidPhone);
  return valid(parsed.extension ? `${parsed.e164};ext=${parsed.extension}` : parsed.e164);
}

function readBoolean(field: FormFieldDefinition, value: unknown): FieldReading {
  if (value === undefined || value === null) return missing(field);
  return typeof value === 'boolean' ? valid(value) : invalid(FORM_MESSAGES.invalidValue);
}

/** Applies the rules of the field's type to one raw value. */
export function readFieldValue(
  field: FormFieldDefinition,
  value: unknown,
  context: ReadFieldContext,
): FieldReading {
  switch (field.type) {
    case 'text':
      return readText(field, value);
    case 'number':
      return readNumber(field, value);
    case 'date':
      return readDate(field, value, context);
    case 'link':
      return readLink(field, value);
    case 'phone':
      return readPhone(field, value);
    case 'boolean':
      return readBoolean(field, value);
  }
}
