/** Creating, changing and deleting event templates: each one transaction with its audit entry. */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hasPrivilege, type EventTemplate } from '@karamu/shared';
import type { z } from 'zod';
import type {
  createEventTemplateInputSchema,
  updateEventTemplateInputSchema,
} from '@karamu/shared';
import type { Db } from '../../../db/client';
import { eventTemplates } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { ALL_RECORDS } from '../../../lib/scope';
import { toStoredArtwork } from './artwork';
import {
  getEventTemplate,
  getEventTemplateArtwork,
  isEventCategory,
  isEventTemplateNameTaken,
  publishedOnly,
} from './event-templates-repository';

export const RESOURCE = 'event-templates';
type CreateInput = z.output<typeof createEventTemplateInputSchema>;
type UpdateInput = z.output<typeof updateEventTemplateInputSchema>;

/** Whoever may read every template (READ_EVENT_TEMPLATES) also sees unpublished ones. */
export const seesHiddenTemplates = (actor: Actor | null) =>
  actor !== null && hasPrivilege(actor.privileges, 'READ_EVENT_TEMPLATES');

const nameTaken = () =>
  conflict('A design with this name already exists', {
    name: ['A design with this name already exists'],
  });

/** The audit log keeps what the artwork was (type, size, digest), not its bytes. */
const describeArtwork = (artwork: { type: string; bytes: Buffer }) =>
  `${artwork.type}, ${artwork.bytes.length} bytes, sha256 ${createHash('sha256')
    .update(artwork.bytes)
    .digest('hex')
    .slice(0, 16)}`;

export async function mustGetEventTemplate(
  db: Db,
  actor: Actor | null,
  id: string,
): Promise<EventTemplate> {
  const template = await getEventTemplate(db, id, publishedOnly(seesHiddenTemplates(actor)));
  if (!template) throw notFound('Event template not found');
  return template;
}

async function assertEventCategory(db: Db, categoryId: string | null | undefined) {
  if (!categoryId) return;
  if (!(await isEventCategory(db, categoryId))) {
    throw badRequest('Unknown event category', { categoryId: ['Unknown event category'] });
  }
}

export async function createEventTemplate(
  db: Db,
  actor: Actor,
  input: CreateInput,
): Promise<EventTemplate> {
  // Decoding and drawing the image is the slow part: before the transaction, not inside it.
  const artwork = await toStoredArtwork(input.artwork);
  return db.transaction(async (tx) => {
    if (await isEventTemplateNameTaken(tx, input.name)) throw nameTaken();
    await assertEventCategory(tx, input.categoryId);
    const [row] = await tx
      .insert(eventTemplates)
      .values({
        name: input.name,
        description: input.description,
        categoryId: input.categoryId ?? null,
        published: input.published ?? true,
        artworkType: artwork.type,
        artwork: artwork.bytes,
        createdBy: actor.userId,
      })
      .returning({ id: eventTemplates.id });
    const created = (await getEventTemplate(tx, row!.id, ALL_RECORDS))!;
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: { ...created, artwork: describeArtwork(artwork) },
    });
    return created;
  });
}

export async function updateEventTemplate(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateInput,
): Promise<EventTemplate> {
  const artwork = input.artwork === undefined ? undefined : await toStoredArtwork(input.artwork);
  return db.transaction(async (tx) => {
    // Holders of UPDATE_EVENT_TEMPLATES manage unpublished designs too.
    const before = await getEventTemplate(tx, id, ALL_RECORDS);
    if (!before) throw notFound('Event template not found');
    assertVersion(before, input.version);
    if (input.name !== undefined && (await isEventTemplateNameTaken(tx, input.name, id))) {
      throw nameTaken();
    }
    await assertEventCategory(tx, input.categoryId);
    const previousArtwork = artwork
      ? await getEventTemplateArtwork(tx, id, ALL_RECORDS)
      : undefined;
    const rows = await tx
      .update(eventTemplates)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        ...(input.published !== undefined ? { published: input.published } : {}),
        ...(artwork ? { artworkType: artwork.type, artwork: artwork.bytes } : {}),
        updatedAt: new Date(),
        version: sql`${eventTemplates.version} + 1`,
      })
      .where(sql`${eventTemplates.id} = ${id} and ${eventTemplates.version} = ${input.version}`)
      .returning({ id: eventTemplates.id });
    assertUpdated(rows);
    const after = (await getEventTemplate(tx, id, ALL_RECORDS))!;
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: id,
      before: {
        ...before,
        ...(previousArtwork ? { artwork: describeArtwork(previousArtwork) } : {}),
      },
      after: { ...after, ...(artwork ? { artwork: describeArtwork(artwork) } : {}) },
    });
    return after;
  });
}

export async function deleteEventTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getEventTemplate(tx, id, ALL_RECORDS);
    if (!before) throw notFound('Event template not found');
    // Events made from it keep their details; their templateId becomes null.
    await tx.delete(eventTemplates).where(eq(eventTemplates.id, id));
    await recordAudit(tx, actor, { action: 'delete', resource: RESOURCE, recordId: id, before });
  });
}
