/** The users list endpoint and the users query keys; the data table fetches the pages. */
export const USERS_ENDPOINT = '/users';

export const userKeys = {
  all: ['users'] as const,
  /** The users table's pages (the data table appends its request). */
  lists: () => [...userKeys.all, 'list'] as const,
};
