/**
 * Once per run: the migrated template database every test file copies (see
 * support/test-database.ts), on PGlite, or on the PostgreSQL server named by
 * TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootstrapAdmin } from '../src/bootstrap';
import { connectClient, openDatabase, type DatabaseHandle } from '../src/db/client';
import { setPasswordHashCost } from '../src/modules/platform/auth/passwords';
import { databaseUrl, TEST_PASSWORD_HASH_COST } from './support/test-database';
import { ADMIN_PASSWORD } from './test-app';

async function prepare(handle: DatabaseHandle): Promise<void> {
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  await bootstrapAdmin(handle.db, ADMIN_PASSWORD);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const name = `karamu_template_${randomBytes(6).toString('hex')}`;
    const admin = await connectClient(baseUrl);
    await admin.query(`create database ${name}`);
    await admin.end();
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) });
    await prepare(handle);
    // A template with open connections cannot be cloned.
    await handle.close();
    project.provide('templateDatabase', { kind: 'postgres', name });
    return async () => {
      const dropper = await connectClient(baseUrl);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await prepare(handle);
  const dump = await handle.dump!();
  await handle.close();
  const directory = await mkdtemp(path.join(tmpdir(), 'karamu-test-template-'));
  const dumpFile = path.join(directory, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { kind: 'pglite', dumpFile });
  return () => rm(directory, { recursive: true, force: true });
}
