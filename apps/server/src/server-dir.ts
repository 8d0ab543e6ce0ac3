import path from 'node:path';

/**
 * apps/server, found the same way from the TypeScript source (src/, tests and tsx) and
 * from the bundle (dist/main.js, decision 0021): both sit one folder below it. Files read
 * at run time (migrations, seed designs) are found from here, not from the importing
 * module's own place, which the bundle does not keep.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
