/** A vendor's gallery (decision 0038): the owner's upload, order, alt text, delete; the public files. */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  VENDOR_PHOTO_FIELD,
  VENDOR_PHOTO_MAX_BYTES,
  VENDOR_PHOTO_TYPES,
  VENDOR_PHOTO_TYPE_MESSAGE,
  formatFileSize,
  updateVendorPhotoInputSchema,
  vendorPhotoOrderInputSchema,
  vendorPhotoSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { PUBLIC, SIGNED_IN, actorOf } from '../../../lib/access';
import { HttpError, badRequest } from '../../../lib/http-error';
import { idParamsSchema } from '../../../lib/request-schemas';
import { fileAnswer, messageAnswerSchema, noBodyAnswer } from '../../../lib/answer-schemas';
import {
  addVendorPhoto,
  assertRoomForPhoto,
  deleteVendorPhoto,
  getVendorPhotoFile,
  listVendorPhotos,
  reorderVendorPhotos,
  updateVendorPhoto,
} from './vendor-gallery-service';

const tooLarge = () =>
  new HttpError(413, `A photo must be at most ${formatFileSize(VENDOR_PHOTO_MAX_BYTES)}`, {
    [VENDOR_PHOTO_FIELD]: [`Choose a photo of at most ${formatFileSize(VENDOR_PHOTO_MAX_BYTES)}`],
  });

const unsupportedType = () =>
  new HttpError(415, VENDOR_PHOTO_TYPE_MESSAGE, {
    [VENDOR_PHOTO_FIELD]: [VENDOR_PHOTO_TYPE_MESSAGE],
  });

/**
 * A file's bytes never change under its URL (a new upload is a new photo id), so shared
 * caches and browsers may keep it for a year without asking again.
 */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const photoFileParamsSchema = z.strictObject({
  id: z.uuid('must be a UUID'),
  file: z.string().regex(/^\d{1,5}\.webp$/, 'must be <width>.webp'),
});

const isUuid = (value: unknown) => z.uuid().safeParse(value).success;

export const vendorGalleryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/vendors/:id/photos',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['vendors'],
        summary: "The photos of one of the caller's vendors, in gallery order",
        params: idParamsSchema,
        response: { 200: z.array(vendorPhotoSchema) },
      },
    },
    async (request) => listVendorPhotos(db, actorOf(request), request.params.id),
  );

  app.put(
    '/api/vendors/:id/photo-order',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['vendors'],
        summary: "Reorder the gallery: every one of the vendor's photos, once, in the new order",
        params: idParamsSchema,
        body: vendorPhotoOrderInputSchema,
        response: { 200: z.array(vendorPhotoSchema) },
      },
    },
    async (request) => reorderVendorPhotos(db, actorOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/vendor-photos/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['vendors'],
        summary: "Change a photo's alt text or the service it shows",
        params: idParamsSchema,
        body: updateVendorPhotoInputSchema,
        response: { 200: vendorPhotoSchema },
      },
    },
    async (request) => updateVendorPhoto(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/vendor-photos/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['vendors'],
        summary: 'Delete a photo (a cover or logo it was is cleared)',
        params: idParamsSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await deleteVendorPhoto(db, actorOf(request), request.params.id);
      return { message: 'Photo deleted' };
    },
  );

  // Public, like the storefront that shows it: a photo id is a random UUID, listed only to
  // its owner until the vendor is published (decision 0038).
  app.get(
    '/api/vendor-photos/:id/:file',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['vendors'],
        summary: 'One stored size of a gallery photo (`<width>.webp`), cached as immutable',
        params: photoFileParamsSchema,
        response: {
          200: fileAnswer(['image/webp'], 'The photo at that width'),
          304: noBodyAnswer('The photo the If-None-Match names (stored sizes never change)'),
        },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const etag = `"${id}-${file}"`;
      const stored = await getVendorPhotoFile(db, id, file);
      reply
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .header('etag', etag)
        .header('content-type', stored.contentType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(stored.bytes);
    },
  );

  // The upload is the raw image: its parsers and larger body limit apply to this route only.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      [...VENDOR_PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: VENDOR_PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedType()));

    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/vendors/:id/photos',
      {
        config: { access: SIGNED_IN },
        bodyLimit: VENDOR_PHOTO_MAX_BYTES,
        schema: {
          tags: ['vendors'],
          summary: 'Add one photo (the request body: JPEG, PNG or WebP) at the end of the gallery',
          params: idParamsSchema,
          response: { 201: vendorPhotoSchema },
        },
        // Before the body is read (after the access hook): someone else's vendor, a full
        // gallery and a declared length over the limit are answered without receiving it.
        // An id that is not a UUID is left to the params' validation.
        preParsing: async (request) => {
          const { id } = request.params as { id?: unknown };
          if (isUuid(id)) await assertRoomForPhoto(db, actorOf(request), id as string);
          if (Number(request.headers['content-length']) > VENDOR_PHOTO_MAX_BYTES) throw tooLarge();
        },
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (body === undefined || (Buffer.isBuffer(body) && body.length === 0)) {
          throw badRequest('Choose a photo to upload', {
            [VENDOR_PHOTO_FIELD]: ['Choose a photo'],
          });
        }
        if (!Buffer.isBuffer(body)) throw unsupportedType();
        const photo = await addVendorPhoto(db, actorOf(request), request.params.id, body);
        return reply.status(201).send(photo);
      },
    );
  });
};
