/**
 * The fields of `GET /api/me`. A module without schemas of its own: the web app asks for
 * the current user on every page, and importing this must not bring zod into its first
 * chunk (decision 0020).
 */
/** The fields `GET /api/me?fields=` may ask for; the answer holds exactly those asked for. */
export const ME_FIELDS = [
  'id',
  'username',
  'name',
  'dp',
  'created',
  'createdBy',
  'roles',
  'roles.privileges',
] as const;
export type MeField = (typeof ME_FIELDS)[number];
export const ME_FULL_FIELDS = 'roles.privileges,dp,username,name,id,created,createdBy';
