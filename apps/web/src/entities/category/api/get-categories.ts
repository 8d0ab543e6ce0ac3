/** The categories list endpoint and the categories query keys; the data table fetches the pages. */
export const CATEGORIES_ENDPOINT = '/categories';

export const categoryKeys = {
  all: ['categories'] as const,
  /** The categories table's pages (the data table appends its request). */
  lists: () => [...categoryKeys.all, 'list'] as const,
};
