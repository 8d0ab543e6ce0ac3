/** Request parts most routes share. */
import { z } from 'zod';

export const idParamsSchema = z.strictObject({
  id: z.uuid('must be a UUID'),
});
