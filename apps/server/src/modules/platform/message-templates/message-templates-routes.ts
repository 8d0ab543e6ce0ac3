/**
 * Message templates (READ/ADD/UPDATE/DELETE_TEMPLATES) and their mappings: reading them
 * takes READ_TEMPLATE_MAPPINGS or, as one cannot edit what one cannot see,
 * UPDATE_TEMPLATE_MAPPINGS; saving them takes UPDATE_TEMPLATE_MAPPINGS.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  createMessageTemplateInputSchema,
  messageTemplateSchema,
  templateMappingsSchema,
  updateMessageTemplateInputSchema,
  updateTemplateMappingsInputSchema,
  type MessageTemplate,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires, requiresAnyOf } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { listMessageTemplates } from './message-templates-repository';
import {
  createMessageTemplate,
  deleteMessageTemplate,
  mustGetMessageTemplate,
  updateMessageTemplate,
} from './message-templates-service';
import { getMappingsOf, replaceMappingsOf } from './template-mappings-service';

type CreateInput = z.output<typeof createMessageTemplateInputSchema>;
type UpdateInput = z.output<typeof updateMessageTemplateInputSchema>;
type IdParams = z.infer<typeof idParamsSchema>;

const TAG = 'templates';

export const messageTemplatesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<MessageTemplate, CreateInput, UpdateInput>(app, {
    path: '/api/templates',
    noun: 'Template',
    tag: TAG,
    item: messageTemplateSchema,
    createInput: createMessageTemplateInputSchema,
    updateInput: updateMessageTemplateInputSchema,
    access: {
      list: requires('READ_TEMPLATES'),
      read: requires('READ_TEMPLATES'),
      create: requires('ADD_TEMPLATES'),
      update: requires('UPDATE_TEMPLATES'),
      delete: requires('DELETE_TEMPLATES'),
    },
    handlers: {
      list: async (_actor, _params, query) => listMessageTemplates(db, query),
      get: async (_actor, { id }) => mustGetMessageTemplate(db, id!),
      create: async (actor, _params, input) => createMessageTemplate(db, actor, input),
      update: async (actor, { id }, input) => updateMessageTemplate(db, actor, id!, input),
      remove: async (actor, { id }) => deleteMessageTemplate(db, actor, id!),
    },
  });

  app.get(
    '/api/templates/:id/mappings',
    {
      config: { access: requiresAnyOf('READ_TEMPLATE_MAPPINGS', 'UPDATE_TEMPLATE_MAPPINGS') },
      schema: {
        tags: [TAG],
        summary: "A template's mappings, and the placeholders still unmapped",
        params: idParamsSchema,
        response: { 200: templateMappingsSchema },
      },
    },
    async (request) => getMappingsOf(db, (request.params as IdParams).id),
  );

  app.put(
    '/api/templates/:id/mappings',
    {
      config: { access: requires('UPDATE_TEMPLATE_MAPPINGS') },
      schema: {
        tags: [TAG],
        summary: "Replace all of a template's mappings (409 when its version is stale)",
        params: idParamsSchema,
        body: updateTemplateMappingsInputSchema,
        response: { 200: templateMappingsSchema },
      },
    },
    async (request) =>
      replaceMappingsOf(
        db,
        actorOf(request),
        (request.params as IdParams).id,
        request.body as z.output<typeof updateTemplateMappingsInputSchema>,
      ),
  );
};
