/**
 * A new PGlite data directory starts from the build's migrated template (decision 0021):
 * the copy is written into the directory and kept there, later starts open it as it was
 * left, and a directory that holds a database is never started from the template again.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { templateFor } from '../src/db/pglite-template';
import { pgliteTemplateDump } from './support/test-database';

let dir: string;
let templateFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'karamu-pglite-template-'));
  templateFile = path.join(dir, 'template.tar');
  // The run's own migrated template (this file runs only in the PGlite pass: vitest.config.ts).
  await writeFile(templateFile, await readFile(pgliteTemplateDump()));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const countUsers = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  (
    (await db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('the PGlite template', () => {
  it('is not there to start from when the file is missing', () => {
    expect(templateFor(path.join(dir, 'none'), path.join(dir, 'missing.tar'))).toBeUndefined();
  });

  it('starts a new data directory, which keeps what is written after', async () => {
    const dataDir = path.join(dir, 'data');
    const pgliteDir = path.join(dataDir, 'pglite');
    const template = templateFor(pgliteDir, templateFile);
    expect(template).toBeInstanceOf(Blob);

    const first = await openDatabase({ kind: 'pglite', dataDir, fromDump: template });
    const usersInTemplate = await countUsers(first.db);
    await first.db.execute(
      sql`insert into settings (key, value) values ('test.template', '"kept"'::jsonb)`,
    );
    await first.close();

    // The directory holds a database now: never replaced by the template again.
    expect(templateFor(pgliteDir, templateFile)).toBeUndefined();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await countUsers(again.db)).toBe(usersInTemplate);
      const { rows } = (await again.db.execute(
        sql`select value from settings where key = 'test.template'`,
      )) as unknown as { rows: { value: string }[] };
      expect(rows).toEqual([{ value: 'kept' }]);
    } finally {
      await again.close();
    }
  });
});
