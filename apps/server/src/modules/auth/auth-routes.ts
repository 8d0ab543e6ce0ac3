/** Sign in, who am I, sign out. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginInputSchema, type CurrentUser } from '@karamu/shared';
import type { AppDeps } from '../../app-deps';
import { PUBLIC, SIGNED_IN, actorOf } from '../../lib/access';
import { HttpError, notFound } from '../../lib/http-error';
import { getUser, findCredentials } from '../users/users-repository';
import { verifyPassword } from './passwords';
import { parseMeFields, selectMeFields } from './me-fields';
import { SESSION_COOKIE, createSession, deleteSessionByToken } from './sessions';

const INVALID_CREDENTIALS = 'Invalid username or password';

function tooManyAttempts(retryAfterMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(
    429,
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, config, sessionPolicy, loginThrottle },
) => {
  const secureCookie = (request: FastifyRequest) =>
    config.COOKIE_SECURE === 'auto'
      ? request.protocol === 'https'
      : config.COOKIE_SECURE === 'true';

  const setSessionCookie = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    expires: Date,
  ) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(request),
      expires,
    });

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
      if (wait > 0) throw tooManyAttempts(wait);
      loginThrottle.byAddress.hit(request.ip);

      const credentials = await findCredentials(db, username);
      const valid = await verifyPassword(credentials?.passwordHash, password);
      if (!credentials || !valid) {
        loginThrottle.byUsername.hit(usernameKey);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      if (credentials.disabled) throw new HttpError(403, 'This account is disabled');
      loginThrottle.byUsername.reset(usernameKey);

      // A new token at every login (no session fixation); the old one, if any, ends.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSessionByToken(db, previous);
      const { token, expiresAt } = await createSession(db, credentials.id, sessionPolicy);
      setSessionCookie(request, reply, token, expiresAt);
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
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByToken(db, token);
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(request),
    });
    return { message: 'You have been signed out' };
  });
};
