/**
 * `/api/vendor-services`: the services of the caller's own vendors (signed in, ownership
 * checked: another vendor's service answers 404, decision 0036).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createVendorServiceInputSchema,
  listQuerySchema,
  updateVendorServiceInputSchema,
  vendorServiceSchema,
  vendorServicesQuerySchema,
  type VendorService,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, SIGNED_IN } from '../../../lib/access';
import { pageSchemaOf, registerResourceRoutes } from '../../../lib/resource-routes';
import { mustOwnVendor } from './owned-vendor';
import { listVendorServices } from './vendor-services-repository';
import {
  createVendorService,
  deleteVendorService,
  mustGetOwnService,
  updateVendorService,
} from './vendor-services-service';

type CreateInput = z.output<typeof createVendorServiceInputSchema>;
type UpdateInput = z.output<typeof updateVendorServiceInputSchema>;

/** The list names its vendor: the shared list query plus `vendorId`. */
const listRoute: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/vendor-services',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['vendor-services'],
        summary: "List one of your vendors' services",
        querystring: listQuerySchema.extend(vendorServicesQuerySchema.shape),
        response: { 200: pageSchemaOf(z.looseObject({})) },
      },
    },
    async (request) => {
      const { vendorId, ...query } = request.query;
      await mustOwnVendor(db, actorOf(request), vendorId);
      return listVendorServices(db, query, vendorId);
    },
  );
};

const recordRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<VendorService, CreateInput, UpdateInput>(app, {
    path: '/api/vendor-services',
    noun: 'Service',
    tag: 'vendor-services',
    item: vendorServiceSchema,
    createInput: createVendorServiceInputSchema,
    updateInput: updateVendorServiceInputSchema,
    access: { read: SIGNED_IN, create: SIGNED_IN, update: SIGNED_IN, delete: SIGNED_IN },
    handlers: {
      get: async (actor, { id }) => mustGetOwnService(db, actorOf({ actor }), id!),
      create: async (actor, _params, input) => createVendorService(db, actor, input),
      update: async (actor, { id }, input) => updateVendorService(db, actor, id!, input),
      remove: async (actor, { id }) => deleteVendorService(db, actor, id!),
    },
  });
};

export const vendorServicesRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(listRoute, deps);
  await app.register(recordRoutes, deps);
};
