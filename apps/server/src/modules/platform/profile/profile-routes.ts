/** The signed-in user's own account (the settings screen), and anyone's display picture. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  changePasswordInputSchema,
  formatFileSize,
  updateProfileInputSchema,
  type Profile,
  type SessionsEnded,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { LoginThrottle } from '../auth';
import { SIGNED_IN, actorOf } from '../../../lib/access';
import { fileAnswer } from '../../../lib/answer-schemas';
import { HttpError, badRequest } from '../../../lib/http-error';
import { idParamsSchema } from '../../../lib/request-schemas';
import {
  changeOwnPassword,
  getOwnProfile,
  getUserPicture,
  removeOwnPicture,
  setOwnPicture,
  signOutOtherSessions,
  updateOwnProfile,
} from './profile-service';

const tooLarge = () =>
  new HttpError(413, `The picture must be at most ${formatFileSize(PROFILE_PICTURE_MAX_BYTES)}`, {
    picture: [`Choose a picture of at most ${formatFileSize(PROFILE_PICTURE_MAX_BYTES)}`],
  });

const unsupportedType = () =>
  new HttpError(415, 'Upload a PNG, JPEG or WebP picture', {
    picture: ['Choose a PNG, JPEG or WebP image'],
  });

/** One year: each upload gets a new URL (`?v=`), so a cached picture is never stale. */
const PICTURE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

const profileSchema: z.ZodType<Profile> = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  defaultCountry: z.string().nullable(),
  dp: z.string().nullable(),
  version: z.number().int(),
  updated: z.string(),
});
const sessionsEndedSchema: z.ZodType<SessionsEnded> = z.object({
  message: z.string(),
  ended: z.number().int(),
});
const profileAnswer = { 200: profileSchema };

export const profileRoutes: FastifyPluginAsyncZod<
  AppDeps & { loginThrottle: LoginThrottle }
> = async (app, { db, loginThrottle }) => {
  app.get(
    '/api/profile',
    { config: { access: SIGNED_IN }, schema: { response: profileAnswer } },
    async (request): Promise<Profile> => getOwnProfile(db, actorOf(request)),
  );

  app.patch(
    '/api/profile',
    {
      config: { access: SIGNED_IN },
      schema: { body: updateProfileInputSchema, response: profileAnswer },
    },
    async (request): Promise<Profile> => updateOwnProfile(db, actorOf(request), request.body),
  );

  app.post(
    '/api/profile/password',
    {
      config: { access: SIGNED_IN },
      schema: { body: changePasswordInputSchema, response: { 200: sessionsEndedSchema } },
    },
    async (request): Promise<SessionsEnded> =>
      changeOwnPassword(db, actorOf(request), request.body, loginThrottle.byUsername),
  );

  app.post(
    '/api/profile/sessions/sign-out-others',
    { config: { access: SIGNED_IN }, schema: { response: { 200: sessionsEndedSchema } } },
    async (request): Promise<SessionsEnded> => signOutOtherSessions(db, actorOf(request)),
  );

  app.delete(
    '/api/profile/picture',
    { config: { access: SIGNED_IN }, schema: { response: profileAnswer } },
    async (request): Promise<Profile> => removeOwnPicture(db, actorOf(request)),
  );

  app.get(
    '/api/users/:id/picture',
    {
      config: { access: SIGNED_IN },
      schema: {
        params: idParamsSchema,
        // `v` only makes each upload's URL new (see PICTURE_CACHE_CONTROL).
        querystring: z.strictObject({ v: z.string().max(40).optional() }),
        response: { 200: fileAnswer(PROFILE_PICTURE_TYPES, 'The display picture') },
      },
    },
    async (request, reply) => {
      const picture = await getUserPicture(db, request.params.id);
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', PICTURE_CACHE_CONTROL)
        .header('last-modified', picture.updatedAt.toUTCString())
        .send(picture.content);
    },
  );

  // The upload is the raw image (Content-Type image/png, image/jpeg or image/webp): its
  // parsers and larger body limit apply to this one route only.
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      [...PROFILE_PICTURE_TYPES],
      { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedType()));

    upload.put(
      '/api/profile/picture',
      {
        config: { access: SIGNED_IN },
        schema: { response: profileAnswer },
        bodyLimit: PROFILE_PICTURE_MAX_BYTES,
        // Before the body is read (after the access hook): an oversized upload is refused
        // by its declared length.
        preParsing: async (request) => {
          if (Number(request.headers['content-length']) > PROFILE_PICTURE_MAX_BYTES) {
            throw tooLarge();
          }
        },
      },
      async (request): Promise<Profile> => {
        const body: unknown = request.body;
        if (body === undefined || (Buffer.isBuffer(body) && body.length === 0)) {
          throw badRequest('Choose a picture to upload', { picture: ['Choose a picture'] });
        }
        if (!Buffer.isBuffer(body)) throw unsupportedType();
        return setOwnPicture(db, actorOf(request), body);
      },
    );
  });
};
