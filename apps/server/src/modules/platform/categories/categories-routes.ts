import type { FastifyPluginAsync } from 'fastify';
import {
  categorySchema,
  createCategoryInputSchema,
  updateCategoryInputSchema,
  type Category,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { PUBLIC, requires } from '../../../lib/access';
import { registerResourceRoutes } from '../../../lib/resource-routes';
import { listCategories } from './categories-repository';
import {
  createCategory,
  deleteCategory,
  mustGetCategory,
  updateCategory,
} from './categories-service';

type CreateInput = Parameters<typeof createCategory>[2];
type UpdateInput = Parameters<typeof updateCategory>[3];

/** Reading is public: visitors filter event templates, vendors and services by category. */
export const categoriesRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  registerResourceRoutes<Category, CreateInput, UpdateInput>(app, {
    path: '/api/categories',
    noun: 'Category',
    tag: 'categories',
    item: categorySchema,
    createInput: createCategoryInputSchema,
    updateInput: updateCategoryInputSchema,
    access: {
      list: PUBLIC,
      read: PUBLIC,
      create: requires('ADD_CATEGORIES'),
      update: requires('UPDATE_CATEGORIES'),
      delete: requires('DELETE_CATEGORIES'),
    },
    handlers: {
      list: async (_actor, _params, query) => listCategories(db, query),
      get: async (_actor, { id }) => mustGetCategory(db, id!),
      create: async (actor, _params, input) => createCategory(db, actor, input),
      update: async (actor, { id }, input) => updateCategory(db, actor, id!, input),
      remove: async (actor, { id }) => deleteCategory(db, actor, id!),
    },
  });
};
