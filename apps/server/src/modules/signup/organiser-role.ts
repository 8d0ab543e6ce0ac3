/**
 * The built-in role every public sign-up gets (decision 0009): enough to run one's own
 * wedding, on one's own events only (scope `assigned`), and nothing installation-wide.
 */
import { sql } from 'drizzle-orm';
import { isPrivilege, type Privilege } from '@karamu/shared';
import type { Db } from '../../db/client';
import { rolePrivileges, roles } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';

export const ORGANISER_ROLE_NAME = 'Event organiser';

/**
 * Events and their guests, invitation links and cards, messages to their guests, and
 * checking guests in at the door. Later scoped areas (budgets, to-dos...) are added here
 * when they exist and respect scope; never USERS, ROLES, SETTINGS or any installation-wide
 * write.
 */
export const ORGANISER_PRIVILEGES: readonly Privilege[] = [
  'READ_EVENTS',
  'ADD_EVENTS',
  'UPDATE_EVENTS',
  'DELETE_EVENTS',
  'READ_ATTENDEES',
  'ADD_ATTENDEES',
  'UPDATE_ATTENDEES',
  'DELETE_ATTENDEES',
  'GENERATE_EVENT_LINK',
  'VERIFY_ATTENDEES',
  // Their own events' invitation cards (event-scoped, decision 0009).
  'READ_ARTWORK_MAPPINGS',
  'ADD_ARTWORK_MAPPINGS',
  'UPDATE_ARTWORK_MAPPINGS',
  'DELETE_ARTWORK_MAPPINGS',
  // Inviting their guests: the installation's templates to choose from (read only), the
  // messages and schedules they made themselves (scope `assigned` = created by them).
  'READ_TEMPLATES',
  'READ_MESSAGES',
  'UPDATE_MESSAGES',
  'READ_SCHEDULES',
  'ADD_SCHEDULES',
  'UPDATE_SCHEDULES',
  'DELETE_SCHEDULES',
];
const allowed: ReadonlySet<string> = new Set(ORGANISER_PRIVILEGES);

const SYSTEM = { userId: null, username: 'system (sign-up)' };

/**
 * The role's id, created on first need. An administrator may narrow it (take privileges
 * away); a role of that name that grants more than an organiser may hold, or every
 * record, is refused: strangers on the internet must never get it.
 */
export async function ensureOrganiserRole(db: Db): Promise<string> {
  const find = () =>
    db
      .select({ id: roles.id, scope: roles.scope })
      .from(roles)
      .where(sql`lower(${roles.name}) = ${ORGANISER_ROLE_NAME.toLowerCase()}`);
  let [role] = await find();
  if (!role) {
    // `do nothing`: a sign-up on another server may create it at the same moment.
    const [created] = await db
      .insert(roles)
      .values({ name: ORGANISER_ROLE_NAME, scope: 'assigned' })
      .onConflictDoNothing()
      .returning({ id: roles.id, scope: roles.scope });
    if (created) {
      await db
        .insert(rolePrivileges)
        .values(ORGANISER_PRIVILEGES.map((privilege) => ({ roleId: created.id, privilege })));
      await recordAudit(db, SYSTEM, {
        action: 'create',
        resource: 'roles',
        recordId: created.id,
        after: {
          name: ORGANISER_ROLE_NAME,
          scope: 'assigned',
          privileges: [...ORGANISER_PRIVILEGES],
        },
      });
      return created.id;
    }
    [role] = await find();
    if (!role) throw new Error('the organiser role was neither created nor found');
  }
  const held = await db
    .select({ privilege: rolePrivileges.privilege })
    .from(rolePrivileges)
    .where(sql`${rolePrivileges.roleId} = ${role.id}`);
  const tooWide = held.filter((h) => !isPrivilege(h.privilege) || !allowed.has(h.privilege));
  if (role.scope !== 'assigned' || tooWide.length > 0) {
    throw new HttpError(
      503,
      `Sign-up is closed: the role '${ORGANISER_ROLE_NAME}' must have scope 'assigned' and only event and guest privileges. An administrator needs to fix it.`,
    );
  }
  return role.id;
}
