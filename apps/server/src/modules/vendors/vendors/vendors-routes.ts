/**
 * `/api/vendors`: a vendor user's own profiles (signed in, ownership-checked, decision
 * 0036), their submission for review and the dashboard home; the moderators' queue and
 * decisions (SUPER_ADMIN).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createVendorInputSchema,
  listQuerySchema,
  moderateVendorInputSchema,
  updateVendorInputSchema,
  vendorDashboardQuerySchema,
  vendorDashboardSummarySchema,
  vendorSchema,
  versionSchema,
  type Vendor,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires, SIGNED_IN } from '../../../lib/access';
import { idParamsSchema } from '../../../lib/request-schemas';
import { pageSchemaOf, registerResourceRoutes } from '../../../lib/resource-routes';
import { ALL_RECORDS } from '../../../lib/scope';
import { listOwnVendors, listVendorsForModeration } from './vendors-repository';
import {
  createVendor,
  deleteVendor,
  getVendorDashboardSummary,
  moderateVendor,
  mustGetOwnVendor,
  submitVendor,
  updateVendor,
} from './vendors-service';

type CreateInput = z.output<typeof createVendorInputSchema>;
type UpdateInput = z.output<typeof updateVendorInputSchema>;

const vendorResourceRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<Vendor, CreateInput, UpdateInput>(app, {
    path: '/api/vendors',
    noun: 'Vendor',
    tag: 'vendors',
    item: vendorSchema,
    createInput: createVendorInputSchema,
    updateInput: updateVendorInputSchema,
    // The vendor dashboard has no privilege (decision 0036): every route is the owner's own.
    access: {
      list: SIGNED_IN,
      read: SIGNED_IN,
      create: SIGNED_IN,
      update: SIGNED_IN,
      delete: SIGNED_IN,
    },
    handlers: {
      list: async (actor, _params, query) => listOwnVendors(db, query, actorOf({ actor }).userId),
      get: async (actor, { id }) => mustGetOwnVendor(db, actorOf({ actor }), id!),
      create: async (actor, _params, input) => createVendor(db, actor, input),
      update: async (actor, { id }, input) => updateVendor(db, actor, id!, input),
      remove: async (actor, { id }) => deleteVendor(db, actor, id!),
    },
  });
};

const vendorWorkflowRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/api/vendors/:id/submit',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['vendors'],
        summary: 'Submit one of your vendors for review (400 listing what the checklist misses)',
        params: idParamsSchema,
        body: z.strictObject({ version: versionSchema }),
        response: { 200: vendorSchema },
      },
    },
    async (request) => submitVendor(db, actorOf(request), request.params.id, request.body.version),
  );

  app.get(
    '/api/vendor-dashboard/summary',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['vendors'],
        summary: "One of your vendors' views, new enquiries, rating and completeness checklist",
        querystring: vendorDashboardQuerySchema,
        response: { 200: vendorDashboardSummarySchema },
      },
    },
    async (request) => getVendorDashboardSummary(db, actorOf(request), request.query.vendorId),
  );

  app.get(
    '/api/moderation/vendors',
    {
      config: { access: requires('SUPER_ADMIN') },
      schema: {
        tags: ['vendors'],
        summary: 'Every vendor for moderators, pending ones first (filter by status)',
        querystring: listQuerySchema,
        response: { 200: pageSchemaOf(z.looseObject({})) },
      },
    },
    async (request) => listVendorsForModeration(db, request.query, ALL_RECORDS),
  );

  app.post(
    '/api/vendors/:id/moderation',
    {
      config: { access: requires('SUPER_ADMIN') },
      schema: {
        tags: ['vendors'],
        summary: 'Approve, reject or suspend a vendor, with a reason shown to its owner',
        params: idParamsSchema,
        body: moderateVendorInputSchema,
        response: { 200: vendorSchema },
      },
    },
    async (request) => moderateVendor(db, actorOf(request), request.params.id, request.body),
  );
};

export const vendorsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(vendorResourceRoutes, deps);
  await app.register(vendorWorkflowRoutes, deps);
};
