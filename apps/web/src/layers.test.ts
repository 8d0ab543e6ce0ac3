// ESLint runs in Node; the web project's jsdom globals do not get in its way.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, so the test fails if the rule is dropped from it
// or stops matching apps/web/src (decision 0003).
// (Vite rewrites `new URL('../..', import.meta.url)` into an asset path, so cut the path.)
const repoRoot = decodeURIComponent(new URL(import.meta.url).pathname).replace(
  /apps\/web\/src\/layers\.test\.ts$/,
  '',
);
const eslint = new ESLint({ cwd: repoRoot });

/** The web-layers messages for `code` placed at `file` (a path under apps/web/src). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `apps/web/src/${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'karamu/web-layers')
    .map((message) => message.message);
}

// A feature of the events area: `../../events` from it is the events feature beside it.
const GUESTS_FILE = 'features/events/guests/components/some-guest-view.tsx';

// Loading the config (typescript-eslint and its parser) takes seconds on a busy machine.
describe('web layers lint rule', { timeout: 60_000 }, () => {
  it.each([
    ["import { eventKeys } from '@/features/events/events';", 'an index'],
    ["import { EventForm } from '@/features/events/events/components/event-form';", 'internals'],
    ["import { EventForm } from '../../events/components/event-form';", 'a relative path'],
    ["import { EventsPage } from '../../events';", 'a relative path to the index'],
    ["import { PayLinkPage } from '@/features/pledges/pay-links';", 'a feature of another area'],
    [
      "import { PayLinkPage } from '../../../pledges/pay-links';",
      'a relative path to another area',
    ],
    ["export { EventsPage } from '@/features/events/events';", 'a re-export'],
    ["export const load = () => import('@/features/events/events');", 'import()'],
  ])('refuses a feature importing another feature: %s (%s)', async (code) => {
    const errors = await layerErrors(GUESTS_FILE, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('a feature never imports another feature');
  });

  it('lets a feature import its own files, entities and the layers below', async () => {
    const code = [
      "import { guestKeys } from '@/entities/guest';",
      "import { GuestFormDialog } from './guest-form-dialog';",
      "import { createGuest } from '../api/create-guest';",
      "import { Button } from '@/components/ui/button';",
      "import { useDocumentTitle } from '@/hooks/use-document-title';",
      "import { http } from '@/lib/http';",
      "import { makeUser } from '../../../../../test/render-app';",
    ].join('\n');
    expect(await layerErrors(GUESTS_FILE, code)).toEqual([]);
  });

  it('refuses an entity importing a feature or the app, or another entity’s internals', async () => {
    const code = [
      "import { EventsPage } from '@/features/events/events';",
      "import { AppProviders } from '@/app/providers';",
      "import { getEventCategories } from '@/entities/category/api/get-event-categories';",
    ].join('\n');
    const errors = await layerErrors('entities/event/api/get-event.ts', code);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('imports point down');
    expect(errors[1]).toContain('imports point down');
    expect(errors[2]).toContain('through its index.ts');
  });

  it.each(['components/data-table/x.tsx', 'hooks/use-x.ts', 'lib/x.ts'])(
    'refuses %s importing an entity, a feature or the app',
    async (file) => {
      const code = [
        "import { useEvent } from '@/entities/event';",
        "import { EventsPage } from '@/features/events/events';",
        "import { AppProviders } from '@/app/providers';",
      ].join('\n');
      const errors = await layerErrors(file, code);
      expect(errors).toHaveLength(3);
      for (const error of errors) expect(error).toContain('imports point down');
    },
  );

  it.each([
    'features/guests/components/guest-view.tsx',
    'features/events/guest-view.tsx',
    'features/lost/guests/components/guest-view.tsx',
  ])('refuses %s, a file outside a feature of an area', async (file) => {
    const errors = await layerErrors(file, "import { Button } from '@/components/ui/button';");
    expect(errors).toEqual([
      expect.stringContaining('a feature lives in features/<area>/<feature>/'),
    ]);
  });

  it('lets app pages compose features through their indexes only', async () => {
    expect(
      await layerErrors(
        'app/pages/some-page.tsx',
        "import { EventsPage } from '@/features/events/events';\nimport { useEvent } from '@/entities/event';",
      ),
    ).toEqual([]);
    const errors = await layerErrors(
      'app/pages/some-page.tsx',
      "import { EventForm } from '@/features/events/events/components/event-form';",
    );
    expect(errors).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it('lets app/ import() a feature’s page module, a lazy route’s chunk (decision 0063)', async () => {
    const load =
      "export const load = () => import('@/features/events/events/components/events-page');";
    expect(await layerErrors('app/route-table.tsx', load)).toEqual([]);
    // Only app/, and only import(): a feature's or a static import's internals are still refused.
    expect(await layerErrors(GUESTS_FILE, load)).toEqual([
      expect.stringContaining('a feature never imports another feature'),
    ]);
    const errors = await layerErrors(
      'app/route-table.tsx',
      [
        "import { EventsPage } from '@/features/events/events/components/events-page';",
        "export const load = () => import('@/entities/event/api/get-event');",
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('through its index.ts'),
      expect.stringContaining('through its index.ts'),
    ]);
  });
});
