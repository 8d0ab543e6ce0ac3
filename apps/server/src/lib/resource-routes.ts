/**
 * The five routes of a resource, registered the same way for every resource: list, create,
 * read, update, delete. Each route's access is declared here, next to its handler, and the
 * same zod schemas validate requests, shape answers and generate the OpenAPI document.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listQuerySchema, type ListQuery, type Page } from '@karamu/shared';
import type { Actor, RouteAccess } from './access';

type Params = Record<string, string>;

type ResourceHandlers<Item, Create, Update> = {
  list?: (actor: Actor | null, params: Params, query: ListQuery) => Promise<Page<Partial<Item>>>;
  get?: (actor: Actor | null, params: Params) => Promise<Item>;
  create?: (actor: Actor, params: Params, input: Create) => Promise<Item>;
  update?: (actor: Actor, params: Params, input: Update) => Promise<Item>;
  remove?: (actor: Actor, params: Params) => Promise<void>;
};

export type ResourceRoutes<Item, Create, Update> = {
  /** The collection, e.g. `/api/categories` or `/api/events/:id/guests`. */
  path: string;
  /** The path parameter naming one record: `id` unless the collection path uses it. */
  idParam?: string;
  /** Schema of the collection path's own parameters, if it has any. */
  parentParams?: z.ZodObject;
  /** The record's name in messages and in the OpenAPI tags, e.g. 'Category'. */
  noun: string;
  tag: string;
  item: z.ZodType<Item>;
  createInput?: z.ZodType<Create>;
  updateInput?: z.ZodType<Update>;
  access: Partial<Record<'list' | 'read' | 'create' | 'update' | 'delete', RouteAccess>>;
  handlers: ResourceHandlers<Item, Create, Update>;
};

const uuidParam = z.uuid('must be a UUID');

export const pageSchemaOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

const messageSchema = z.object({ message: z.string() });

function requireHandler<T>(handler: T | undefined, name: string): T {
  if (!handler) throw new Error(`resource route ${name} has access but no handler`);
  return handler;
}

/** The actor of a guarded route (the auth hook has refused anonymous calls already). */
function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new Error('resource write route reached without an actor');
  return actor;
}

export function registerResourceRoutes<Item, Create, Update>(
  fastify: FastifyInstance,
  resource: ResourceRoutes<Item, Create, Update>,
): void {
  // Generic over the resource, so the handlers cast what the zod schemas have already checked.
  const app = fastify;
  const { path, access, handlers, noun, tag } = resource;
  const idParam = resource.idParam ?? 'id';
  const parent = resource.parentParams ?? z.strictObject({});
  const itemParams = parent.extend({ [idParam]: uuidParam }).strict();
  const itemPath = `${path}/:${idParam}`;
  const hasParent = resource.parentParams !== undefined;
  const tags = [tag];

  if (access.list) {
    const list = requireHandler(handlers.list, `GET ${path}`);
    app.get(
      path,
      {
        config: { access: access.list },
        schema: {
          tags,
          summary: `List ${tag}`,
          ...(hasParent ? { params: parent } : {}),
          querystring: listQuerySchema,
          response: { 200: pageSchemaOf(z.looseObject({})) },
        },
      },
      async (request) => list(request.actor, request.params as Params, request.query as ListQuery),
    );
  }

  if (access.create && resource.createInput) {
    const create = requireHandler(handlers.create, `POST ${path}`);
    app.post(
      path,
      {
        config: { access: access.create },
        schema: {
          tags,
          summary: `Create a ${noun.toLowerCase()}`,
          ...(hasParent ? { params: parent } : {}),
          body: resource.createInput,
          response: { 201: resource.item },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await create(signedIn(request.actor), request.params as Params, request.body as Create),
          ),
    );
  }

  if (access.read) {
    const get = requireHandler(handlers.get, `GET ${itemPath}`);
    app.get(
      itemPath,
      {
        config: { access: access.read },
        schema: {
          tags,
          summary: `Read a ${noun.toLowerCase()}`,
          params: itemParams,
          response: { 200: resource.item },
        },
      },
      async (request) => get(request.actor, request.params as Params),
    );
  }

  if (access.update && resource.updateInput) {
    const update = requireHandler(handlers.update, `PATCH ${itemPath}`);
    app.patch(
      itemPath,
      {
        config: { access: access.update },
        schema: {
          tags,
          summary: `Change a ${noun.toLowerCase()} (409 when its version is stale)`,
          params: itemParams,
          body: resource.updateInput,
          response: { 200: resource.item },
        },
      },
      async (request) =>
        update(signedIn(request.actor), request.params as Params, request.body as Update),
    );
  }

  if (access.delete) {
    const remove = requireHandler(handlers.remove, `DELETE ${itemPath}`);
    app.delete(
      itemPath,
      {
        config: { access: access.delete },
        schema: {
          tags,
          summary: `Delete a ${noun.toLowerCase()}`,
          params: itemParams,
          response: { 200: messageSchema },
        },
      },
      async (request) => {
        await remove(signedIn(request.actor), request.params as Params);
        return { message: `${noun} deleted` };
      },
    );
  }
}
