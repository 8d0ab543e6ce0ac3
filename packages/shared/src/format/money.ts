/** The money schemas of the API's inputs; the arithmetic and text are in minor-units.ts. */
import { z } from 'zod';
import { isCurrency, MAX_AMOUNT_MINOR } from './minor-units';

export * from './minor-units';

export const currencySchema = z
  .string({ error: 'Currency is required' })
  .trim()
  .transform((code) => code.toUpperCase())
  .refine(isCurrency, { message: 'Unknown currency' });

/** An amount in minor units: a whole number from 0 (or 1) up to MAX_AMOUNT_MINOR. */
export const amountMinorSchema = (label: string, { positive = false } = {}) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of minor units`)
    .min(
      positive ? 1 : 0,
      positive ? `${label} must be more than 0` : `${label} cannot be negative`,
    )
    .max(MAX_AMOUNT_MINOR, `${label} is too large`);
