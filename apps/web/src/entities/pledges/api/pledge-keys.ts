/**
 * The root of every query key of the pledges area: occasions, members, contributions and
 * their choices. Money moves between them (a contribution changes its member's balance
 * and its occasion's totals; a pledge changes the occasion's totals), so a write in any
 * of them invalidates the whole area rather than guessing which figures it touched.
 */
export const pledgeKeys = {
  all: ['pledges'] as const,
};
