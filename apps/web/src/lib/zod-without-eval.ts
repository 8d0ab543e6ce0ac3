/**
 * zod compiles each object schema's parser with `new Function` when it may, and finds out
 * whether it may by trying: under the app's Content-Security-Policy (`script-src 'self'`,
 * no eval) the try is refused and the browser reports a violation on every page that makes
 * a schema (issue 27). Told beforehand, zod parses without compiling and never tries.
 *
 * Told through the settings object zod keeps on `globalThis` (and reads when it loads)
 * rather than `z.config()`: importing zod here would put its core in every public page's
 * first script, 3.7 kB gzipped more, past the budget of 150 kB on the directory pages. Imported
 * first by main.tsx, before the lazy chunks that bring zod.
 */
type WithZodSettings = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const settings = ((globalThis as WithZodSettings).__zod_globalConfig ??= {});
settings.jitless = true;
