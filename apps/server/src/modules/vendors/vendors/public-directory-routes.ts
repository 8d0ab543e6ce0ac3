/**
 * The public directory (no sign-in): only published vendors, and only the published
 * services of published vendors (decision 0036). Anything else answers 404 like a
 * missing record.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicDirectoryQuerySchema,
  publicServiceSchema,
  publicVendorDetailSchema,
  publicVendorSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { PUBLIC } from '../../../lib/access';
import { notFound } from '../../../lib/http-error';
import { idParamsSchema } from '../../../lib/request-schemas';
import { pageSchemaOf } from '../../../lib/resource-routes';
import {
  countVendorView,
  getPublicService,
  getPublicVendor,
  searchPublicServices,
  searchPublicVendors,
} from './public-directory-repository';
import { ViewCounter } from './view-counter';

/**
 * Views count once per address, vendor and day, at most 200 vendors per address and day,
 * and the counter holds at most 100,000 keys (a few megabytes) however many addresses call.
 */
const VIEW_COUNTING = { perAddress: 200, capacity: 100_000, windowMs: 86_400_000 };

export const publicDirectoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const views = new ViewCounter(VIEW_COUNTING);

  app.get(
    '/api/public/vendors',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['public directory'],
        summary: 'Search published vendors (name, category, city, rating, price; sorted, paged)',
        querystring: publicDirectoryQuerySchema,
        response: { 200: pageSchemaOf(publicVendorSchema) },
      },
    },
    async (request) => searchPublicVendors(db, request.query),
  );

  app.get(
    '/api/public/vendors/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['public directory'],
        summary: 'A published vendor with its published services and gallery',
        params: idParamsSchema,
        response: { 200: publicVendorDetailSchema },
      },
    },
    async (request) => {
      const vendor = await getPublicVendor(db, request.params.id);
      if (!vendor) throw notFound('Vendor not found');
      return vendor;
    },
  );

  app.post(
    '/api/public/vendors/:id/views',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['public directory'],
        summary: 'Count a storefront view (once per address, vendor and day)',
        params: idParamsSchema,
        response: { 200: z.object({ counted: z.boolean() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Past either bound the call still succeeds: a view is not worth an error page.
      if (!views.counts(request.ip, id)) return { counted: false };
      if (!(await countVendorView(db, id))) throw notFound('Vendor not found');
      views.record(request.ip, id);
      return { counted: true };
    },
  );

  app.get(
    '/api/public/services',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['public directory'],
        summary: 'Search published services of published vendors',
        querystring: publicDirectoryQuerySchema,
        response: { 200: pageSchemaOf(publicServiceSchema) },
      },
    },
    async (request) => searchPublicServices(db, request.query),
  );

  app.get(
    '/api/public/services/:id',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['public directory'],
        summary: 'A published service of a published vendor',
        params: idParamsSchema,
        response: { 200: publicServiceSchema },
      },
    },
    async (request) => {
      const service = await getPublicService(db, request.params.id);
      if (!service) throw notFound('Service not found');
      return service;
    },
  );
};
