/** Sign in, who am I, sign out. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginInputSchema, type CurrentUser } from '@karamu/shared';
import type { AppDeps } from '../../app-deps';
import { PUBLIC, SIGNED_IN, actorOf } from '../../lib/access';
import { HttpError, notFound } from '../../lib/http-error';
import { tooManyRequests } from '../../lib/too-many-requests';
import { getUser, findCredentials } from '../users/users-repository';
import { verifyPassword } from './passwords';
import { parseMeFields, selectMeFields } from './me-fields';
import { endSession, startSession } from './session-cookie';

const INVALID_CREDENTIALS = 'Invalid username or password';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, sessionPolicy, loginThrottle },
) => {
  app.post(
    '/api/login',
    { config: { access: PUBLIC }, schema: { body: loginInputSchema } },
    async (request, reply): Promise<CurrentUser> => {
      const { username, password } = request.body;
      const usernameKey = username.toLowerCase();
      const wait = Math.max(
        loginThrottle.byAddress.retryAfterMs(request.ip),
        loginThrottle.byUsername.retryAfterMs(usernameKey),
      );
      if (wait > 0) throw tooManyRequests('Too many sign-in attempts.', wait);
      loginThrottle.byAddress.hit(request.ip);

      const credentials = await findCredentials(db, username);
      const valid = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !valid) {
        loginThrottle.byUsername.hit(usernameKey);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      if (credentials.disabled) throw new HttpError(403, 'This account is disabled');
      loginThrottle.byUsername.reset(usernameKey);

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
      schema: { querystring: z.strictObject({ fields: z.string().max(500).optional() }) },
    },
    async (request) => {
      const fields = parseMeFields(request.query.fields);
      const user = await getUser(db, actorOf(request).userId);
      if (!user) throw notFound('User not found');
      return selectMeFields(user, fields);
    },
  );

  app.get('/logout', { config: { access: PUBLIC } }, async (request, reply) => {
    await endSession(request, reply, { db, config });
    return { message: 'You have been signed out' };
  });
};
