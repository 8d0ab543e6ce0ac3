/** `GET /api/me?fields=...` (section 7): the answer holds exactly the fields asked for. */
import { ME_FIELDS, type MeField, type UserRecord } from '@karamu/shared';
import { badRequest } from '../../lib/http-error';

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
