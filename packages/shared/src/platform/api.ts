/**
 * The HTTP contract both sides share: request schemas the server validates with and the
 * web forms use, and the answer types the web app reads.
 */
import { z } from 'zod';
import { versionSchema } from '../list-query';
import { smsDailyAllowanceSchema } from './sending-allowance';
import { ROLE_SCOPES, isPrivilege, type Privilege, type RoleScope } from './privileges';

/** Every error answer: `{ message, error?, fieldErrors? }`. */
export type ApiError = {
  message: string;
  error?: string;
  fieldErrors?: Record<string, string[]>;
};

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(64, 'Username must be at most 64 characters')
  .regex(/^[a-zA-Z0-9._@+-]+$/, 'Username may use letters, digits and . _ @ + - only');

export const loginInputSchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(64, 'Username is too long'),
  password: z
    .string()
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const privilegeValueSchema = z
  .string()
  .refine(isPrivilege, { message: 'Unknown privilege' })
  .transform((value) => value as Privilege);

export const roleScopeSchema = z.enum(ROLE_SCOPES);

export const createRoleInputSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  privileges: z.array(privilegeValueSchema).max(200),
  scope: roleScopeSchema.default('all'),
});
export type CreateRoleInput = z.infer<typeof createRoleInputSchema>;
export const updateRoleInputSchema = z.strictObject({
  name: createRoleInputSchema.shape.name.optional(),
  privileges: createRoleInputSchema.shape.privileges.optional(),
  scope: roleScopeSchema.optional(),
  version: versionSchema,
});
export type UpdateRoleInput = z.infer<typeof updateRoleInputSchema>;

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');
const roleIdsSchema = z.array(z.uuid('Role id must be a UUID')).max(50);

/** RFC 5321's limit on a forward path, the longest address mail can be sent to. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A user's own e-mail address (where their test e-mails go): optional; blank text clears
 * it (null), otherwise it must read as an address. Kept as typed, only trimmed.
 */
export const userEmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `E-mail address must be at most ${EMAIL_MAX_LENGTH} characters`)
  .transform((text) => (text === '' ? null : text))
  .pipe(z.email('Invalid e-mail address').nullable())
  .nullable();

export const createUserInputSchema = z.strictObject({
  username: usernameSchema,
  name: nameSchema,
  password: passwordSchema,
  email: userEmailSchema.optional(),
  roleIds: roleIdsSchema,
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;
export type CreateUserValues = z.output<typeof createUserInputSchema>;
export const updateUserInputSchema = z.strictObject({
  username: usernameSchema.optional(),
  name: nameSchema.optional(),
  password: passwordSchema.optional(),
  email: userEmailSchema.optional(),
  roleIds: roleIdsSchema.optional(),
  disabled: z.boolean().optional(),
  /** Only a super administrator may change it (decision 0022). */
  smsDailyAllowance: smsDailyAllowanceSchema.optional(),
  version: versionSchema,
});
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;
export type UpdateUserValues = z.output<typeof updateUserInputSchema>;

export type RoleSummary = {
  id: string;
  name: string;
  /** Whose records the privileges reach; with it a client can tell what its user may grant. */
  scope: RoleScope;
  privileges: { value: Privilege }[];
};

/** The current user, as `GET /api/me` with the full field list answers. */
export type CurrentUser = {
  id: string;
  username: string;
  name: string;
  dp: string | null;
  created: string;
  createdBy: string | null;
  roles: RoleSummary[];
};

/** The privilege values a user holds through all of its roles. */
export function heldPrivileges(user: Pick<CurrentUser, 'roles'>): Set<string> {
  return new Set(user.roles.flatMap((role) => role.privileges.map((p) => p.value)));
}

/** A role as the roles API answers it. */
export type Role = RoleSummary & {
  created: string;
  updated: string;
  version: number;
};

/** A user as the users API answers it. */
export type UserRecord = CurrentUser & {
  phone: string | null;
  /** Where the user's own e-mail goes, or null; not part of `/api/me`. */
  email: string | null;
  disabled: boolean;
  /** The user's own SMS allowance a day, or null for the installation's default (0022). */
  smsDailyAllowance: number | null;
  /** They made their own account at /create-event (decision 0009). */
  signedUp: boolean;
  updated: string;
  version: number;
};

/** Every list answer. */
export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  size: number;
};
