/**
 * Record scope, after pretix's teams: a role grants its privileges either on every record
 * (`all`) or only on records the user created or was assigned to (`assigned`). A user with
 * several roles acts with the widest scope any of them gives for the privilege in question.
 * The rule lives in `@karamu/shared` (`scopeOf`, which takes the actor as it is) because
 * granting roles reads it too (decision 0015). See docs/decisions/0007-resource-convention.md.
 */
export { scopeOf, type RoleScope as Scope } from '@karamu/shared';
