/**
 * A new PGlite data directory starts as a copy of a template: an empty database with every
 * migration applied, made once by the build (`npm start`'s scripts/builds.mjs runs
 * make-pglite-template.ts), so a first start skips PGlite's initdb and the migrations, most
 * of its time (decision 0021). The template's name holds a digest of the migrations and of
 * PGlite's version: one made for other migrations or another PGlite is never used, and the
 * directory is then made from scratch as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_DIR } from '../server-dir';

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/** PGlite's version, from its package.json (its exports do not include that file). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the template for these migrations and this PGlite is, whether or not it exists. */
export function pgliteTemplateFile(): string {
  const digest = createHash('sha256')
    .update(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json')))
    .update(pgliteVersion())
    .digest('hex')
    .slice(0, 16);
  return path.join(SERVER_DIR, 'dist', `pglite-template-${digest}.tar`);
}

/** The template to start `pgliteDir` from: only when it holds no database yet. */
export function templateFor(pgliteDir: string, file = pgliteTemplateFile()): Blob | undefined {
  if (existsSync(path.join(pgliteDir, 'PG_VERSION'))) return undefined;
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
