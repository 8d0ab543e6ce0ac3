/**
 * The authorization matrix: one row per API route, saying how to make a call that succeeds
 * (a URL with real ids and a valid body, prepared by the admin), the status it answers, and
 * whether its record lies outside an `assigned`-scope user's reach. Each module keeps the
 * rows of its own routes beside it, in `src/modules/<area>/<module>/route-cases.ts`
 * (decision 0066b); this file gathers every such file, so a new module's rows need no line
 * here. route-access.test.ts fails for any registered route without a row, and a route
 * with rows in two files fails here. route-case.ts holds the rows' shape and builders.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteCase } from './route-case';

const modulesDir = path.resolve(import.meta.dirname, '../src/modules');

/** Every module's `route-cases.ts`, in path order. */
async function routeCaseFiles(): Promise<string[]> {
  const entries = await readdir(modulesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'route-cases.ts')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function gatherRouteCases(): Promise<Record<string, RouteCase>> {
  const cases: Record<string, RouteCase> = {};
  const fileOf = new Map<string, string>();
  for (const file of await routeCaseFiles()) {
    const relative = path.relative(modulesDir, file);
    const { ROUTE_CASES: rows } = (await import(pathToFileURL(file).href)) as {
      ROUTE_CASES?: Record<string, RouteCase>;
    };
    if (!rows) throw new Error(`modules/${relative} exports no ROUTE_CASES`);
    for (const [key, row] of Object.entries(rows)) {
      const earlier = fileOf.get(key);
      if (earlier) throw new Error(`${key} has rows in modules/${earlier} and modules/${relative}`);
      fileOf.set(key, relative);
      cases[key] = row;
    }
  }
  return cases;
}

export const ROUTE_CASES = await gatherRouteCases();
