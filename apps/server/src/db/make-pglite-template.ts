/**
 * Makes the PGlite template (pglite-template.ts): an in-memory database, migrated, written
 * as a tarball. Run by the build, not by the server; written to a temporary name first, so
 * an interrupted build leaves no half template for a start to load.
 */
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { pgliteTemplateFile } from './pglite-template';

const database = await openDatabase({ kind: 'pglite' });
try {
  // Everything on disk before the copy, as a clean shutdown would leave it.
  await database.db.execute(sql`checkpoint`);
  const tarball = Buffer.from(await (await database.dump!()).arrayBuffer());
  const file = pgliteTemplateFile();
  writeFileSync(`${file}.tmp`, tarball);
  renameSync(`${file}.tmp`, file);
  // Templates of earlier migrations are never loaded again.
  const dir = path.dirname(file);
  for (const name of readdirSync(dir)) {
    if (/^pglite-template-\w+\.tar$/.test(name) && name !== path.basename(file)) {
      rmSync(path.join(dir, name));
    }
  }
  console.log(`PGlite template: ${file}`);
} finally {
  await database.close();
}
