/**
 * The designs a new install starts with, so the public gallery is never empty: SVG files
 * we drew ourselves (apps/server/assets/event-templates/), each with its event category.
 * Seeded when the templates table is empty; a table with any design in it is left alone,
 * so designs staff delete or change stay that way (to hide every design, unpublish them:
 * an empty table is filled again at the next start).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { categories, eventTemplates } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { SERVER_DIR } from '../../../server-dir';
import { RESOURCE } from './event-templates-service';

export const SEED_DESIGNS_DIR = path.join(SERVER_DIR, 'assets/event-templates');
const SVG_TYPE = 'image/svg+xml';
const SYSTEM = { userId: null, username: 'system (first start)' };

export type SeedDesign = { file: string; name: string; category: string; description: string };

export const SEED_DESIGNS: readonly SeedDesign[] = [
  {
    file: 'wedding-golden-rings.svg',
    name: 'Golden rings',
    category: 'Wedding',
    description: 'Ivory card with a gold double frame, entwined rings and leafy corners.',
  },
  {
    file: 'send-off-kanga.svg',
    name: 'Kanga send-off',
    category: 'Send-off',
    description: 'Deep maroon with a kanga-style border and warm lantern light.',
  },
  {
    file: 'kitchen-party-spice.svg',
    name: 'Spice kitchen',
    category: 'Kitchen party',
    description: 'Terracotta and saffron, with pots, whisks and spoons in a playful row.',
  },
  {
    file: 'birthday-balloons.svg',
    name: 'Balloons and confetti',
    category: 'Birthday',
    description: 'Bright balloons and confetti on a fresh sky-blue card.',
  },
  {
    file: 'memorial-white-lily.svg',
    name: 'White lily',
    category: 'Memorial',
    description: 'A quiet sage card with a single lily and a candle, for a celebration of life.',
  },
  {
    file: 'corporate-midnight-lines.svg',
    name: 'Midnight lines',
    category: 'Corporate',
    description: 'Navy and teal geometry for galas, launches and end-of-year dinners.',
  },
];

/** Reads one design; an SVG we ship must not carry script or reach outside itself. */
async function readSeedDesign(design: SeedDesign): Promise<Buffer> {
  const bytes = await readFile(path.join(SEED_DESIGNS_DIR, design.file));
  const text = bytes.toString('utf8');
  if (/<script|\son[a-z]+\s*=|<foreignObject|(?:href|src)\s*=\s*["'](?!#)|url\((?!#)/i.test(text)) {
    throw new Error(`${design.file}: a shipped design must be self-contained, without script`);
  }
  return bytes;
}

/** The event category of each name, created when missing (case-insensitively). */
async function ensureEventCategories(
  db: Db,
  names: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(names)];
  // `do nothing`: another server starting at the same moment may have just made them.
  const created = await db
    .insert(categories)
    .values(wanted.map((name) => ({ kind: 'event' as const, name })))
    .onConflictDoNothing()
    .returning();
  for (const category of created) {
    await recordAudit(db, SYSTEM, {
      action: 'create',
      resource: 'categories',
      recordId: category.id,
      after: { kind: category.kind, name: category.name, description: category.description },
    });
  }
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(sql`${categories.kind} = 'event'`);
  const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  return new Map(wanted.map((name) => [name, byName.get(name.toLowerCase())!]));
}

/**
 * Fills an empty templates table with the designs we ship, and their categories. Safe
 * to run at every start and from several servers at once; with designs present it costs
 * one count.
 */
export async function seedEventTemplates(db: Db): Promise<{ created: number }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(eventTemplates);
  if (total > 0) return { created: 0 };
  const files = await Promise.all(SEED_DESIGNS.map(readSeedDesign));
  return db.transaction(async (tx) => {
    const categoryIds = await ensureEventCategories(
      tx,
      SEED_DESIGNS.map((design) => design.category),
    );
    const inserted = await tx
      .insert(eventTemplates)
      .values(
        SEED_DESIGNS.map((design, index) => ({
          name: design.name,
          description: design.description,
          categoryId: categoryIds.get(design.category) ?? null,
          artworkType: SVG_TYPE,
          artwork: files[index]!,
          published: true,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: eventTemplates.id,
        name: eventTemplates.name,
        categoryId: eventTemplates.categoryId,
      });
    for (const template of inserted) {
      await recordAudit(tx, SYSTEM, {
        action: 'create',
        resource: RESOURCE,
        recordId: template.id,
        after: { ...template, artworkType: SVG_TYPE, published: true },
      });
    }
    return { created: inserted.length };
  });
}
