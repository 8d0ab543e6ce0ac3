/**
 * `/api/events/:eventId/budget`: an event's budget (BUDGETS privileges) and its items and
 * their payments (BUDGET_ITEMS), on an event in the actor's scope (decision 0048).
 * Recording or removing a payment to a vendor changes the item: UPDATE_BUDGET_ITEMS.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  budgetAnswerSchema,
  budgetItemSchema,
  budgetSchema,
  createBudgetInputSchema,
  createBudgetItemInputSchema,
  budgetItemPaymentInputSchema,
  updateBudgetInputSchema,
  updateBudgetItemInputSchema,
} from '@karamu/shared';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requires } from '../../../lib/access';
import {
  addBudgetItemPayment,
  createBudget,
  createBudgetItem,
  deleteBudget,
  deleteBudgetItem,
  deleteBudgetItemPayment,
  readBudget,
  readBudgetItems,
  updateBudget,
  updateBudgetItem,
} from './budgets-service';

const uuid = z.uuid('must be a UUID');
const eventParams = z.strictObject({ eventId: uuid });
const itemParams = z.strictObject({ eventId: uuid, itemId: uuid });
const paymentParams = z.strictObject({ eventId: uuid, itemId: uuid, paymentId: uuid });
const message = z.object({ message: z.string() });
const tags = ['budgets'];

export const budgetsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const budgetPath = '/api/events/:eventId/budget';
  const itemsPath = `${budgetPath}/items`;
  const itemPath = `${itemsPath}/:itemId`;

  app.get(
    budgetPath,
    {
      config: { access: requires('READ_BUDGETS') },
      schema: {
        tags,
        summary: "The event's budget with its totals, or null before it is started",
        params: eventParams,
        response: { 200: budgetAnswerSchema },
      },
    },
    async (request) => ({
      budget: await readBudget(db, actorOf(request), request.params.eventId),
    }),
  );

  app.post(
    budgetPath,
    {
      config: { access: requires('ADD_BUDGETS') },
      schema: {
        tags,
        summary: "Start the event's budget (409 when it has one)",
        params: eventParams,
        body: createBudgetInputSchema,
        response: { 201: budgetSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBudget(db, actorOf(request), request.params.eventId, request.body)),
  );

  app.patch(
    budgetPath,
    {
      config: { access: requires('UPDATE_BUDGETS') },
      schema: {
        tags,
        summary: "Change the budget's total, notes or (while it has no items) currency",
        params: eventParams,
        body: updateBudgetInputSchema,
        response: { 200: budgetSchema },
      },
    },
    async (request) => updateBudget(db, actorOf(request), request.params.eventId, request.body),
  );

  app.delete(
    budgetPath,
    {
      config: { access: requires('DELETE_BUDGETS') },
      schema: {
        tags,
        summary: 'Delete the budget with all its items and their payments',
        params: eventParams,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteBudget(db, actorOf(request), request.params.eventId);
      return { message: 'Budget deleted' };
    },
  );

  app.get(
    itemsPath,
    {
      config: { access: requires('READ_BUDGET_ITEMS') },
      schema: {
        tags,
        summary: "The budget's items, each with its payments to the vendor",
        params: eventParams,
        response: { 200: z.object({ items: z.array(budgetItemSchema) }) },
      },
    },
    async (request) => ({
      items: await readBudgetItems(db, actorOf(request), request.params.eventId),
    }),
  );

  app.post(
    itemsPath,
    {
      config: { access: requires('ADD_BUDGET_ITEMS') },
      schema: {
        tags,
        summary: 'Add an item, with any payments already made to its vendor',
        params: eventParams,
        body: createBudgetItemInputSchema,
        response: { 201: budgetItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBudgetItem(db, actorOf(request), request.params.eventId, request.body)),
  );

  app.patch(
    itemPath,
    {
      config: { access: requires('UPDATE_BUDGET_ITEMS') },
      schema: {
        tags,
        summary: 'Change an item (409 when its version is stale)',
        params: itemParams,
        body: updateBudgetItemInputSchema,
        response: { 200: budgetItemSchema },
      },
    },
    async (request) => {
      const { eventId, itemId } = request.params;
      return updateBudgetItem(db, actorOf(request), eventId, itemId, request.body);
    },
  );

  app.delete(
    itemPath,
    {
      config: { access: requires('DELETE_BUDGET_ITEMS') },
      schema: {
        tags,
        summary: 'Delete an item and its payments',
        params: itemParams,
        response: { 200: message },
      },
    },
    async (request) => {
      const { eventId, itemId } = request.params;
      await deleteBudgetItem(db, actorOf(request), eventId, itemId);
      return { message: 'Budget item deleted' };
    },
  );

  app.post(
    `${itemPath}/payments`,
    {
      config: { access: requires('UPDATE_BUDGET_ITEMS') },
      schema: {
        tags,
        summary: "Record a payment to the item's vendor",
        params: itemParams,
        body: budgetItemPaymentInputSchema,
        response: { 201: budgetItemSchema },
      },
    },
    async (request, reply) => {
      const { eventId, itemId } = request.params;
      return reply
        .status(201)
        .send(await addBudgetItemPayment(db, actorOf(request), eventId, itemId, request.body));
    },
  );

  app.delete(
    `${itemPath}/payments/:paymentId`,
    {
      config: { access: requires('UPDATE_BUDGET_ITEMS') },
      schema: {
        tags,
        summary: "Remove a payment recorded by mistake (answers the item's new figures)",
        params: paymentParams,
        response: { 200: budgetItemSchema },
      },
    },
    async (request) => {
      const { eventId, itemId, paymentId } = request.params;
      return deleteBudgetItemPayment(db, actorOf(request), eventId, itemId, paymentId);
    },
  );
};
