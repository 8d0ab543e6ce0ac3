/**
 * The session cookie, set and cleared the same way wherever a session starts (sign-in,
 * sign-up) or ends (logout).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import {
  SESSION_COOKIE,
  createSession,
  deleteSessionByToken,
  type SessionPolicy,
} from './sessions';

const secureCookie = (request: FastifyRequest, config: Config) =>
  config.COOKIE_SECURE === 'auto' ? request.protocol === 'https' : config.COOKIE_SECURE === 'true';

/** How every cookie of ours is set: the session's and the device cookie. */
export const cookieOptions = (request: FastifyRequest, config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secureCookie(request, config),
});

/** A new token every time (no session fixation); the one the browser still held ends. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; config: Config; sessionPolicy: SessionPolicy },
  userId: string,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSessionByToken(deps.db, previous);
  const { token, expiresAt } = await createSession(deps.db, userId, deps.sessionPolicy);
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request, deps.config),
    expires: expiresAt,
  });
}

export async function endSession(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; config: Config },
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSessionByToken(deps.db, token);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, deps.config));
}
