/** /api/events/:id/prices and /api/events/:id/bundles: the event's card prices and packages. */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  bundleSchema,
  createBundleInputSchema,
  createPriceInputSchema,
  priceSchema,
  updateBundleInputSchema,
  updatePriceInputSchema,
  type Bundle,
  type Price,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { mustGetEvent } from '../events';
import { listBundles, listPrices } from './prices-repository';
import {
  createBundle,
  createPrice,
  deleteBundle,
  deletePrice,
  mustGetBundle,
  mustGetPrice,
  updateBundle,
  updatePrice,
} from './prices-service';

const eventParamsSchema = z.strictObject({ id: z.uuid('must be a UUID') });

export const pricesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<
    Price,
    z.output<typeof createPriceInputSchema>,
    z.output<typeof updatePriceInputSchema>
  >(app, {
    path: '/api/events/:id/prices',
    idParam: 'priceId',
    parentParams: eventParamsSchema,
    noun: 'Price',
    tag: 'prices',
    item: priceSchema,
    createInput: createPriceInputSchema,
    updateInput: updatePriceInputSchema,
    access: {
      list: requires('READ_PRICES'),
      read: requires('READ_PRICES'),
      create: requires('ADD_PRICES'),
      update: requires('UPDATE_PRICES'),
      delete: requires('DELETE_PRICES'),
    },
    handlers: {
      list: async (actor, { id }, query) => {
        const event = await mustGetEvent(db, actorOf({ actor }), 'READ_PRICES', id!);
        return listPrices(db, event.id, query);
      },
      get: async (actor, { id, priceId }) =>
        mustGetPrice(db, actorOf({ actor }), 'READ_PRICES', id!, priceId!),
      create: async (actor, { id }, input) => createPrice(db, actor, id!, input),
      update: async (actor, { id, priceId }, input) => updatePrice(db, actor, id!, priceId!, input),
      remove: async (actor, { id, priceId }) => deletePrice(db, actor, id!, priceId!),
    },
  });

  registerResourceRoutes<
    Bundle,
    z.output<typeof createBundleInputSchema>,
    z.output<typeof updateBundleInputSchema>
  >(app, {
    path: '/api/events/:id/bundles',
    idParam: 'bundleId',
    parentParams: eventParamsSchema,
    noun: 'Bundle',
    tag: 'bundles',
    item: bundleSchema,
    createInput: createBundleInputSchema,
    updateInput: updateBundleInputSchema,
    access: {
      list: requires('READ_BUNDLES'),
      read: requires('READ_BUNDLES'),
      create: requires('ADD_BUNDLES'),
      update: requires('UPDATE_BUNDLES'),
      delete: requires('DELETE_BUNDLES'),
    },
    handlers: {
      list: async (actor, { id }, query) => {
        const event = await mustGetEvent(db, actorOf({ actor }), 'READ_BUNDLES', id!);
        return listBundles(db, event.id, query);
      },
      get: async (actor, { id, bundleId }) =>
        mustGetBundle(db, actorOf({ actor }), 'READ_BUNDLES', id!, bundleId!),
      create: async (actor, { id }, input) => createBundle(db, actor, id!, input),
      update: async (actor, { id, bundleId }, input) =>
        updateBundle(db, actor, id!, bundleId!, input),
      remove: async (actor, { id, bundleId }) => deleteBundle(db, actor, id!, bundleId!),
    },
  });
};
