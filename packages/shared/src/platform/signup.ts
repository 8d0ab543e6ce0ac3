/**
 * Public sign-up at /create-event (decision 0009): a visitor becomes an event organiser
 * whose username is their phone number in E.164, so they sign in later with the number
 * they typed.
 */
import { z } from 'zod';
import { passwordSchema } from './api';
import { FORM_MESSAGES, PHONE_TEXT_MAX_LENGTH } from '../constants';
import { parsePhone } from '../phone/parse-phone';

/**
 * Any valid international number (decision 0005: an account's number only needs to be
 * valid, not mobile); a '+' is added when missing, as every form's phone field does.
 */
export const signupPhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(PHONE_TEXT_MAX_LENGTH, FORM_MESSAGES.invalidPhone)
  .transform((text, ctx) => {
    const parsed = parsePhone(text.startsWith('+') ? text : `+${text}`);
    if (!parsed.ok || parsed.extension) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return parsed.e164;
  });

export const SIGNUP_KINDS = ['organiser', 'vendor'] as const;
export type SignupKind = (typeof SIGNUP_KINDS)[number];

export const signupInputSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  phone: signupPhoneSchema,
  password: passwordSchema,
  /** Who signs up: an event organiser (/create-event) or a vendor ("List your business"). */
  kind: z.enum(SIGNUP_KINDS, { error: 'Kind must be organiser or vendor' }).default('organiser'),
});
export type SignupInput = z.input<typeof signupInputSchema>;

/** The message on `phone` when the number already has an account (409). */
export const PHONE_TAKEN_MESSAGE =
  'An account with this phone number already exists. Sign in instead.';
