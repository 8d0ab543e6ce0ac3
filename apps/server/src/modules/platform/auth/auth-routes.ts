/** Sign in, who am I, sign out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginInputSchema, type CurrentUser, type UserRecord } from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/client';
import { PUBLIC, SIGNED_IN, actorOf } from '../../../lib/access';
import { messageAnswerSchema, serializeUnchecked } from '../../../lib/answer-schemas';
import { HttpError, notFound } from '../../../lib/http-error';
import { tooManyRequests } from '../../../lib/too-many-requests';
import { findCredentials } from './credentials';
import { verifyPassword } from './passwords';
import { currentUserSchema, meAnswerSchema, parseMeFields, selectMeFields } from './me-fields';
import { DEVICE_COOKIE, DEVICE_COOKIE_LIFETIME_MS } from './device-cookies';
import { sessionCacheOf } from './session-cache';
import { cookieOptions, endSession, startSession } from './session-cookie';
import type { SessionPolicy } from './sessions';
import type { LoginThrottle } from './login-throttle';

const INVALID_CREDENTIALS = 'Invalid username or password';

/**
 * How sign-in and `/api/me` read a user's record. Injected by app.ts rather than imported:
 * the users module builds on auth (passwords, sessions), so auth must not import it back.
 */
export type LoadUser = (db: Db, id: string) => Promise<UserRecord | undefined>;

/** The signed-in user's record, from the session cache while it is fresh (decision 0016). */
async function getCurrentUser(
  db: Db,
  getUser: LoadUser,
  userId: string,
  policy: SessionPolicy,
): Promise<UserRecord> {
  const cache = sessionCacheOf(db);
  const now = (policy.now ?? Date.now)();
  const cached = cache.user(userId, now);
  if (cached) return cached;
  const generation = cache.startLoad();
  const user = await getUser(db, userId);
  if (!user) throw notFound('User not found');
  cache.storeUser(user, now, generation);
  return user;
}

export const authRoutes: FastifyPluginAsyncZod<
  AppDeps & { sessionPolicy: SessionPolicy; loginThrottle: LoginThrottle; getUser: LoadUser }
> = async (app, { db, config, sessionPolicy, loginThrottle, getUser }) => {
  app.post(
    '/api/login',
    {
      config: { access: PUBLIC },
      schema: { body: loginInputSchema, response: { 200: currentUserSchema } },
    },
    async (request, reply): Promise<CurrentUser> => {
      const { username, password } = request.body;
      const usernameKey = username.toLowerCase();
      const device = loginThrottle.devices.read(request.cookies[DEVICE_COOKIE], username);
      const wait = device
        ? loginThrottle.byDevice.retryAfterMs(device)
        : Math.max(
            loginThrottle.byAddress.retryAfterMs(request.ip),
            loginThrottle.byUsername.retryAfterMs(usernameKey),
          );
      if (wait > 0) throw tooManyRequests('Too many sign-in attempts.', wait);
      if (!device) loginThrottle.byAddress.hit(request.ip);

      // The hash is verified for unknown and disabled users too (against a decoy for the
      // unknown), and a disabled account answers like a wrong password until the password
      // is right: neither the status nor the time taken tells which usernames exist.
      const credentials = await findCredentials(db, username);
      const valid = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !valid) {
        if (device) loginThrottle.byDevice.hit(device);
        else loginThrottle.byUsername.hit(usernameKey);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      if (credentials.disabled) throw new HttpError(403, 'This account is disabled');
      if (device) loginThrottle.byDevice.reset(device);
      // A fresh cookie at every sign-in: a browser in use stays trusted past the 180 days.
      reply.setCookie(DEVICE_COOKIE, loginThrottle.devices.issue(username), {
        ...cookieOptions(request, config),
        maxAge: DEVICE_COOKIE_LIFETIME_MS / 1000,
      });

      await startSession(request, reply, { db, config, sessionPolicy }, credentials.id);
      const user = await getUser(db, credentials.id);
      if (!user) throw notFound('User not found');
      return selectMeFields(user, parseMeFields(undefined)) as CurrentUser;
    },
  );

  app.get(
    '/api/me',
    {
      config: { access: SIGNED_IN },
      schema: {
        querystring: z.strictObject({ fields: z.string().max(500).optional() }),
        response: { 200: meAnswerSchema },
      },
      // Every page of the web app asks for it: the schema documents it, zod does not run.
      serializerCompiler: serializeUnchecked,
    },
    async (request) => {
      const fields = parseMeFields(request.query.fields);
      return selectMeFields(
        await getCurrentUser(db, getUser, actorOf(request).userId, sessionPolicy),
        fields,
      );
    },
  );

  app.get(
    '/logout',
    { config: { access: PUBLIC }, schema: { response: { 200: messageAnswerSchema } } },
    async (request, reply) => {
      await endSession(request, reply, { db, config });
      return { message: 'You have been signed out' };
    },
  );
};
