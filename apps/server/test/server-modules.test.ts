/**
 * Decision 0064: a server module is reached through its index.ts only, and (decision 0066a) a
 * platform module imports no area's module. The repository's own eslint.config.js lints
 * these fixtures, so the test fails if the rule is dropped from it or stops matching
 * apps/server/src, and the real tree must pass it.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The server-modules messages for `code` placed at `file` (a path under apps/server/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/server/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'karamu/server-modules')
    .map((message) => message.message);
}

const BUDGETS_FILE = 'modules/events/budgets/some-budget-view.ts';

// Loading the config (typescript-eslint and its parser) takes seconds on a busy machine.
describe('the server modules lint rule', { timeout: 120_000 }, () => {
  it.each([
    ["import { resolveSession } from '../../platform/auth/sessions';", 'internals'],
    ["import type { SessionPolicy } from '../../platform/auth/sessions.ts';", 'a type'],
    ["export { resolveSession } from '../../platform/auth/sessions';", 'a re-export'],
    ["export * from '../../platform/auth/sessions';", 'export *'],
    ["export const load = () => import('../../platform/auth/sessions');", 'import()'],
    ["type P = import('../../platform/auth/sessions').SessionPolicy;", 'import type'],
    ["import { eventScope } from '../events/event-scope';", 'a module of the same area'],
  ])('refuses another module’s internals: %s (%s)', async (code) => {
    const errors = await boundaryErrors(BUDGETS_FILE, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('through its index.ts');
  });

  it('lets a module import another’s index, its own files and the layers below', async () => {
    const code = [
      "import { resolveSession } from '../../platform/auth';",
      "import { eventScope } from '../events/index';",
      "import { budgetsOf } from './budgets-repository';",
      "import { itemsOf } from './items/items-repository';",
      "import { ALL_RECORDS } from '../../../lib/scope';",
      "import { db } from '../../../db/client';",
    ].join('\n');
    expect(await boundaryErrors(BUDGETS_FILE, code)).toEqual([]);
  });

  it.each([
    ["import { amountDue } from '../../events/guests';", "an area's index"],
    ["import type { Member } from '../../pledges/members';", 'a type'],
    ["import { vendorsRoutes } from '../../vendors/vendors/vendors-routes';", 'internals'],
    ["export const load = () => import('../../events/events');", 'import()'],
  ])('refuses a platform module importing an area: %s (%s)', async (code) => {
    const errors = await boundaryErrors('modules/platform/payments/some-payment-view.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the platform lies below the areas');
  });

  it('lets a platform module import another platform module, and an area the platform', async () => {
    expect(
      await boundaryErrors(
        'modules/platform/payments/some-payment-view.ts',
        "import { systemClock } from '../messaging';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        BUDGETS_FILE,
        "import type { PaymentsCore } from '../../platform/payments';",
      ),
    ).toEqual([]);
  });

  it('refuses app.ts, plugins and lib reaching into a module', async () => {
    expect(
      await boundaryErrors(
        'app.ts',
        "import { budgetsRoutes } from './modules/events/budgets/budgets-routes';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'plugins/x.ts',
        "import { isApiPath } from '../modules/platform/auth/auth-plugin';",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('app.ts', "import { budgetsRoutes } from './modules/events/budgets';"),
    ).toEqual([]);
  });

  it('leaves tests free to import internals', async () => {
    const code = "import { resolveSession } from '../../platform/auth/sessions';";
    expect(await boundaryErrors('modules/events/budgets/budgets.test.ts', code)).toEqual([]);
    // A module's authorization-matrix rows are test code too (decision 0066b).
    expect(await boundaryErrors('modules/events/budgets/route-cases.ts', code)).toEqual([]);
  });

  it('passes on the real tree', async () => {
    // This rule alone: the others have their own runs (npm run lint), and the tree is large.
    const onlyThisRule = new ESLint({
      cwd: repoRoot,
      ruleFilter: ({ ruleId }) => ruleId === 'karamu/server-modules',
    });
    const results = await onlyThisRule.lintFiles(['apps/server/src']);
    const errors = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'karamu/server-modules')
        .map((message) => `${path.relative(repoRoot, result.filePath)}: ${message.message}`),
    );
    expect(errors).toEqual([]);
  });
});
