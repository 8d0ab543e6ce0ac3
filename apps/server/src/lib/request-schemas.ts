/** Request parts most routes share. */
import { z } from 'zod';

export const idParamsSchema = z.strictObject({
  id: z.uuid('must be a UUID'),
});

export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(1),
  size: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const toOffset = ({ page, size }: PageQuery) => ({ offset: (page - 1) * size, limit: size });
