/**
 * Reading and replacing a template's mappings. They are part of the template: saving them
 * checks and bumps the template's version, so two people mapping at once (or one editing
 * the text while another maps) get a 409 instead of overwriting each other.
 */
import { sql } from 'drizzle-orm';
import {
  templateMappingIssues,
  unmappedPlaceholders,
  type TemplateMappings,
  type updateTemplateMappingsInputSchema,
} from '@karamu/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { messageTemplates } from '../../../db/schema';
import type { Actor } from '../../../lib/access';
import { recordAudit } from '../../../lib/audit';
import { assertUpdated, assertVersion } from '../../../lib/versioned';
import { getTemplateMappings, replaceTemplateMappings } from './message-templates-repository';
import { MAPPINGS_RESOURCE, mustGetMessageTemplate } from './message-templates-service';
import { refuseIssues } from './template-issues';

type ReplaceInput = z.output<typeof updateTemplateMappingsInputSchema>;

export async function getMappingsOf(db: Db, templateId: string): Promise<TemplateMappings> {
  const template = await mustGetMessageTemplate(db, templateId);
  const items = await getTemplateMappings(db, template);
  return {
    templateId,
    items,
    unmapped: unmappedPlaceholders(template.placeholders, items),
    version: template.version,
  };
}

export async function replaceMappingsOf(
  db: Db,
  actor: Actor,
  templateId: string,
  input: ReplaceInput,
): Promise<TemplateMappings> {
  return db.transaction(async (tx) => {
    const template = await mustGetMessageTemplate(tx, templateId);
    assertVersion(template, input.version);
    refuseIssues(templateMappingIssues(template, input.items));
    // Bumping first takes the template's row lock: a concurrent writer waits, then fails the version check.
    const bumped = await tx
      .update(messageTemplates)
      .set({ updatedAt: new Date(), version: sql`${messageTemplates.version} + 1` })
      .where(
        sql`${messageTemplates.id} = ${templateId} and ${messageTemplates.version} = ${input.version}`,
      )
      .returning({ id: messageTemplates.id });
    assertUpdated(bumped);
    const before = await getTemplateMappings(tx, template);
    const items = input.items.map(({ placeholder, field, fallback }) => ({
      placeholder,
      field,
      fallback: fallback ?? null,
    }));
    await replaceTemplateMappings(tx, templateId, items);
    const after = await getMappingsOf(tx, templateId);
    await recordAudit(tx, actor, {
      action: 'update',
      resource: MAPPINGS_RESOURCE,
      recordId: templateId,
      before: { mappings: before },
      after: { mappings: after.items },
    });
    return after;
  });
}
