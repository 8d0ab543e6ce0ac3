import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  createMemberInputSchema,
  memberSchema,
  updateMemberInputSchema,
  type Member,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { members } from '../../../db/schema';
import { actorOf, requires } from '../../../lib/access';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { occasionIdInScope, mustFindOccasion } from '../occasions';
import { listMembers } from './members-repository';
import { createMember, deleteMember, mustGetMember, updateMember } from './members-service';
import { onlyRecords } from '../../../lib/scope';

type CreateInput = z.output<typeof createMemberInputSchema>;
type UpdateInput = z.output<typeof updateMemberInputSchema>;

const occasionParamsSchema = z.strictObject({ id: z.uuid('must be a UUID') });

export const membersRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  // An occasion's members: listed and added under the occasion.
  registerResourceRoutes<Member, CreateInput, never>(app, {
    path: '/api/occasions/:id/members',
    idParam: 'memberId',
    parentParams: occasionParamsSchema,
    noun: 'Member',
    tag: 'members',
    item: memberSchema,
    createInput: createMemberInputSchema,
    access: { list: requires('READ_MEMBERS'), create: requires('ADD_MEMBERS') },
    handlers: {
      list: async (actor, { id }, query) => {
        const occasion = await mustFindOccasion(db, actorOf({ actor }), 'READ_MEMBERS', id!);
        return listMembers(db, query, onlyRecords(eq(members.occasionId, occasion.id)));
      },
      create: async (actor, { id }, input) => createMember(db, actor, id!, input),
    },
  });

  // Every member the actor may see, across occasions (the `members` screen), and one member.
  registerResourceRoutes<Member, never, UpdateInput>(app, {
    path: '/api/members',
    noun: 'Member',
    tag: 'members',
    item: memberSchema,
    updateInput: updateMemberInputSchema,
    access: {
      list: requires('READ_MEMBERS'),
      read: requires('READ_MEMBERS'),
      update: requires('UPDATE_MEMBERS'),
      delete: requires('DELETE_MEMBERS'),
    },
    handlers: {
      list: async (actor, _params, query) =>
        listMembers(
          db,
          query,
          occasionIdInScope(actorOf({ actor }), 'READ_MEMBERS', members.occasionId),
        ),
      get: async (actor, { id }) => mustGetMember(db, actorOf({ actor }), 'READ_MEMBERS', id!),
      update: async (actor, { id }, input) => updateMember(db, actor, id!, input),
      remove: async (actor, { id }) => deleteMember(db, actor, id!),
    },
  });
};
