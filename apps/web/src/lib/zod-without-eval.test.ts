import { config, z } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('zod under the Content-Security-Policy', () => {
  it('is told not to compile parsers, and still parses objects', () => {
    expect(config().jitless).toBe(true);
    const schema = z.strictObject({ name: z.string(), guests: z.number().int() });
    expect(schema.parse({ name: 'Harusi', guests: 4 })).toEqual({ name: 'Harusi', guests: 4 });
    expect(schema.safeParse({ name: 'Harusi', guests: 1.5 }).success).toBe(false);
  });
});
