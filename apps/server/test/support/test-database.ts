/**
 * The template every server test file's database starts from: migrated, with the first
 * `admin` and the seeded designs, made once per run by global-setup.ts. Copying it is much
 * cheaper than migrating a fresh database in each file: PGlite opens a dump of it,
 * PostgreSQL clones it with CREATE DATABASE … TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { connectClient, openDatabase, type DatabaseHandle } from '../../src/db/client';
import { setPasswordHashCost } from '../../src/modules/platform/auth/passwords';

/** Cheap argon2 for tests: the hashes carry their cost, so verification follows it. */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1 };

type TemplateDatabase = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  // Vitest's provide/inject are typed by merging into this interface: only an interface merges.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function cloneOnPostgres(baseUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `karamu_test_${randomBytes(6).toString('hex')}`;
  const admin = await connectClient(baseUrl);
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(baseUrl, name),
    poolSize: 4,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = await connectClient(baseUrl);
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The PGlite pass's template dump, for the files that test the embedded database itself. */
export function pgliteTemplateDump(): string {
  const template = inject('templateDatabase');
  if (template.kind !== 'pglite') throw new Error('a PGlite-only test file in the PostgreSQL pass');
  return template.dumpFile;
}

/** A fresh database for one test file, copied from the run's template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  const template = inject('templateDatabase');
  if (template.kind === 'postgres') {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('a PostgreSQL template without TEST_DATABASE_URL');
    return cloneOnPostgres(baseUrl, template.name);
  }
  const dump = new Blob([await readFile(template.dumpFile)]);
  return openDatabase({ kind: 'pglite', fromDump: dump });
}
