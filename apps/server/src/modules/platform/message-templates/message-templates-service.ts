/** Creating, changing and deleting message templates: each one transaction with its audit entry. */
import { eq, sql } from 'drizzle-orm';
import {
  isAudienceField,
  templateContentIssues,
  type createMessageTemplateInputSchema,
  type MessageTemplate,
  type updateMessageTemplateInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { messageTemplates, templateMappings } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import {
  countLiveSchedules,
  deleteMappingsNotIn,
  getMessageTemplate,
  getTemplateMappings,
  isMessageTemplateNameTaken,
} from './message-templates-repository';
import { refuseIssues } from './template-issues';

const RESOURCE = 'message-templates';
/** Mappings are audited apart from the template's text: who changed which field fills what. */
export const MAPPINGS_RESOURCE = 'template-mappings';
type CreateInput = z.output<typeof createMessageTemplateInputSchema>;
type UpdateInput = z.output<typeof updateMessageTemplateInputSchema>;

const nameTaken = () =>
  conflict('A template with this name already exists', {
    name: ['A template with this name already exists'],
  });

export async function mustGetMessageTemplate(db: Db, id: string): Promise<MessageTemplate> {
  const template = await getMessageTemplate(db, id);
  if (!template) throw notFound('Template not found');
  return template;
}

export async function createMessageTemplate(
  db: Db,
  actor: Actor,
  input: CreateInput,
): Promise<MessageTemplate> {
  return db.transaction(async (tx) => {
    if (await isMessageTemplateNameTaken(tx, input.name)) throw nameTaken();
    const [row] = await tx
      .insert(messageTemplates)
      .values({
        name: input.name,
        channel: input.channel,
        audience: input.audience,
        subject: input.subject ?? null,
        body: input.body,
        html: input.html ?? null,
        createdBy: actor.userId,
      })
      .returning({ id: messageTemplates.id });
    const created = await mustGetMessageTemplate(tx, row!.id);
    await recordAudit(tx, actor, {
      action: 'create',
      resource: RESOURCE,
      recordId: created.id,
      after: created,
    });
    await mapInsertedPlaceholders(tx, actor, created, input.insertedPlaceholders ?? []);
    return created;
  });
}

/** Absent leaves a part as it is; null (or blank) clears it. */
const changed = <T>(next: T | undefined, current: T) => (next === undefined ? current : next);

export async function updateMessageTemplate(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateInput,
): Promise<MessageTemplate> {
  return db.transaction(async (tx) => {
    const before = await mustGetMessageTemplate(tx, id);
    assertVersion(before, input.version);
    if (input.name !== undefined && (await isMessageTemplateNameTaken(tx, input.name, id))) {
      throw nameTaken();
    }
    const content = {
      channel: before.channel,
      subject: changed(input.subject, before.subject),
      body: changed(input.body, before.body),
      html: changed(input.html, before.html),
    };
    // What a part may hold depends on the stored channel: checked on the merged template.
    refuseIssues(templateContentIssues(content));
    const rows = await tx
      .update(messageTemplates)
      .set({
        name: changed(input.name, before.name),
        subject: content.subject,
        body: content.body,
        html: content.html,
        updatedAt: new Date(),
        version: sql`${messageTemplates.version} + 1`,
      })
      .where(sql`${messageTemplates.id} = ${id} and ${messageTemplates.version} = ${input.version}`)
      .returning({ id: messageTemplates.id });
    assertUpdated(rows);
    const after = await mustGetMessageTemplate(tx, id);
    await dropStaleMappings(tx, actor, before, after);
    await mapInsertedPlaceholders(tx, actor, after, input.insertedPlaceholders ?? []);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: RESOURCE,
      recordId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Placeholders the editor inserted from the audience's fields are mapped to the field of
 * their name (decision 0029), each unless it has a mapping already; a name that is not a
 * field, or that the template does not use, is refused, naming it.
 */
async function mapInsertedPlaceholders(
  tx: Db,
  actor: Actor,
  template: MessageTemplate,
  inserted: readonly string[],
): Promise<void> {
  if (inserted.length === 0) return;
  const wrong = inserted.filter(
    (name) => !isAudienceField(template.audience, name) || !template.placeholders.includes(name),
  );
  if (wrong.length > 0) {
    const message = `Not a field of this template's audience used in its text: ${wrong.map((name) => `{${name}}`).join(', ')}`;
    throw badRequest(message, { insertedPlaceholders: [message] });
  }
  const mappings = await getTemplateMappings(tx, template);
  const mapped = new Set(mappings.map((m) => m.placeholder));
  const added = [...new Set(inserted)]
    .filter((name) => !mapped.has(name))
    .map((name) => ({ placeholder: name, field: name, fallback: null }));
  if (added.length === 0) return;
  await tx.insert(templateMappings).values(added.map((m) => ({ templateId: template.id, ...m })));
  await recordAudit(tx, actor, {
    action: 'update',
    resource: MAPPINGS_RESOURCE,
    recordId: template.id,
    before: { mappings },
    after: { mappings: [...mappings, ...added] },
  });
}

/**
 * A placeholder taken out of the template loses its mapping, so the mappings only ever
 * name placeholders the template uses (and putting it back asks for a mapping again).
 */
async function dropStaleMappings(
  tx: Db,
  actor: Actor,
  before: MessageTemplate,
  after: MessageTemplate,
): Promise<void> {
  const mappings = await getTemplateMappings(tx, before);
  const kept = mappings.filter((m) => after.placeholders.includes(m.placeholder));
  if (kept.length === mappings.length) return;
  await deleteMappingsNotIn(tx, after.id, after.placeholders);
  await recordAudit(tx, actor, {
    action: 'update',
    resource: MAPPINGS_RESOURCE,
    recordId: after.id,
    before: { mappings },
    after: { mappings: kept },
  });
}

export async function deleteMessageTemplate(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await mustGetMessageTemplate(tx, id);
    // Schedules go with their template (ON DELETE CASCADE): never silently.
    const schedules = await countLiveSchedules(tx, id);
    if (schedules > 0) {
      const message =
        schedules === 1
          ? 'This template is used by a schedule that has not finished: cancel it first'
          : `This template is used by ${schedules} schedules that have not finished: cancel them first`;
      throw conflict(message, { id: [message] });
    }
    const mappings = await getTemplateMappings(tx, before);
    await tx.delete(messageTemplates).where(eq(messageTemplates.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      resource: RESOURCE,
      recordId: id,
      before: { ...before, mappings },
    });
  });
}
