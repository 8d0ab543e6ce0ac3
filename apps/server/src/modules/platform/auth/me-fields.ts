/** `GET /api/me?fields=...`: the answer holds exactly the fields asked for. */
import { z } from 'zod';
import {
  ME_FIELDS,
  ROLE_SCOPES,
  type CurrentUser,
  type MeField,
  type UserRecord,
} from '@karamu/shared';
import { badRequest } from '../../../lib/http-error';

const allowed: ReadonlySet<string> = new Set(ME_FIELDS);

export function parseMeFields(fields: string | undefined): Set<MeField> {
  if (fields === undefined) return new Set(ME_FIELDS);
  const asked = fields
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const unknown = asked.filter((f) => !allowed.has(f));
  if (unknown.length > 0) {
    throw badRequest(`Unknown field '${unknown[0]}' in fields; allowed: ${ME_FIELDS.join(', ')}`, {
      fields: unknown.map((f) => `Unknown field '${f}'`),
    });
  }
  return new Set(asked as MeField[]);
}

export function selectMeFields(user: UserRecord, fields: ReadonlySet<MeField>) {
  const withPrivileges = fields.has('roles.privileges');
  return {
    ...(fields.has('id') ? { id: user.id } : {}),
    ...(fields.has('username') ? { username: user.username } : {}),
    ...(fields.has('name') ? { name: user.name } : {}),
    ...(fields.has('dp') ? { dp: user.dp } : {}),
    ...(fields.has('created') ? { created: user.created } : {}),
    ...(fields.has('createdBy') ? { createdBy: user.createdBy } : {}),
    ...(fields.has('roles') || withPrivileges
      ? {
          roles: user.roles.map((role) =>
            withPrivileges ? role : { id: role.id, name: role.name },
          ),
        }
      : {}),
  };
}

const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(ROLE_SCOPES),
  privileges: z.array(z.object({ value: z.string() })),
});

/** The signed-in user with every field: sign-in and sign-up answer it. */
export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  dp: z.string().nullable(),
  created: z.string(),
  createdBy: z.string().nullable(),
  roles: z.array(roleSchema),
}) satisfies z.ZodType<Omit<CurrentUser, 'roles'>>;

/** `GET /api/me`: the fields asked for; roles without `roles.privileges` are id and name. */
export const meAnswerSchema = currentUserSchema.partial().extend({
  roles: z.array(roleSchema.partial({ scope: true, privileges: true })).optional(),
});
