/**
 * An event's to-dos (decision 0049): due on a fixed day or a number of days before the
 * event's start day (in the event's zone), assigned to someone on the event's team.
 */
import { z } from 'zod';
import { calendarDateSchema } from '../date-bounds';
import { versionSchema } from '../list-query';
import { optionalText, recordMetaSchema, requiredName } from '../schema-parts';

export const TODO_STATUSES = ['open', 'done'] as const;
export type TodoStatus = (typeof TODO_STATUSES)[number];

/** "N days before" at most two years ahead: planning starts no earlier than that. */
export const MAX_TODO_DAYS_BEFORE = 730;
/** A fixed due day must fall within this many days before or after the event's start day. */
export const TODO_DUE_WINDOW_DAYS = { before: 3 * 365, after: 365 } as const;
/** The most to-dos one event may hold: a checklist, never a mailing list. */
export const MAX_TODOS_PER_EVENT = 300;

const daysBeforeSchema = z
  .number({ error: 'Days before must be a number' })
  .int('Days before must be a whole number')
  .min(0, 'Days before cannot be negative')
  .max(MAX_TODO_DAYS_BEFORE, `Days before must be at most ${MAX_TODO_DAYS_BEFORE}`);

const todoFields = {
  title: requiredName('Title', 200),
  notes: optionalText('Notes', 2000),
  /** A fixed due day; give this or `daysBefore`, not both. */
  dueOn: calendarDateSchema('Due date').nullish(),
  /** Days before the event's start day; give this or `dueOn`, not both. */
  daysBefore: daysBeforeSchema.nullish(),
  assigneeId: z.uuid('Assignee must be a user id').nullish(),
  status: z.enum(TODO_STATUSES, { error: 'Status must be open or done' }),
};

const BOTH_DUES = 'Give a due date or days before the event, not both';
const NO_DUE = 'Give a due date or days before the event';

export const createTodoInputSchema = z
  .strictObject({ ...todoFields, status: todoFields.status.default('open') })
  .superRefine((input, ctx) => {
    const fixed = input.dueOn != null;
    const relative = input.daysBefore != null;
    if (fixed === relative) {
      ctx.addIssue({ code: 'custom', path: ['dueOn'], message: fixed ? BOTH_DUES : NO_DUE });
    }
  });
export type CreateTodoInput = z.input<typeof createTodoInputSchema>;

export const updateTodoInputSchema = z
  .strictObject({
    title: todoFields.title.optional(),
    notes: todoFields.notes,
    dueOn: todoFields.dueOn,
    daysBefore: todoFields.daysBefore,
    assigneeId: todoFields.assigneeId,
    status: todoFields.status.optional(),
    version: versionSchema,
  })
  .superRefine((input, ctx) => {
    if (input.dueOn != null && input.daysBefore != null) {
      ctx.addIssue({ code: 'custom', path: ['dueOn'], message: BOTH_DUES });
    }
  });
export type UpdateTodoInput = z.input<typeof updateTodoInputSchema>;

export const todoSchema = recordMetaSchema.extend({
  eventId: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  dueOn: z.string().nullable(),
  daysBefore: z.number().nullable(),
  /** The day it is due in the event's zone: `dueOn`, or the start day less `daysBefore`. */
  dueDate: z.string(),
  /** Open and its due day has passed in the event's zone. */
  overdue: z.boolean(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  status: z.enum(TODO_STATUSES),
  doneAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type Todo = z.infer<typeof todoSchema>;

export const todoTeamMemberSchema = z.object({ id: z.string(), name: z.string() });
export type TodoTeamMember = z.infer<typeof todoTeamMemberSchema>;

export const todoListSchema = z.object({
  items: z.array(todoSchema),
  /** Who a to-do may be assigned to: the event's creator and its team. */
  team: z.array(todoTeamMemberSchema),
  /** The event's category name, if any: which starter checklist it gets. */
  categoryName: z.string().nullable(),
  /** Today in the event's zone (yyyy-MM-dd), as the server counted overdue. */
  today: z.string(),
});
export type TodoList = z.infer<typeof todoListSchema>;

export type StarterTodo = { title: string; daysBefore: number };

const W = 7;

/**
 * Starter checklists, keyed by the lower-cased name of the event category (the seeded
 * ones); any other category, or none, gets the general list. They live in code, not a
 * table: they are advice the product ships, and once added to an event every item is the
 * organiser's own to edit or delete.
 */
export const STARTER_CHECKLISTS: Readonly<Record<string, readonly StarterTodo[]>> = {
  wedding: [
    { title: 'Agree the budget and the guest list', daysBefore: 26 * W },
    { title: 'Book the venue', daysBefore: 24 * W },
    { title: 'Form the committee and set contribution (michango) targets', daysBefore: 20 * W },
    { title: 'Book the caterer', daysBefore: 16 * W },
    { title: 'Book the photographer', daysBefore: 16 * W },
    { title: 'Book the MC and the band or DJ', daysBefore: 12 * W },
    { title: 'Order the attire', daysBefore: 10 * W },
    { title: 'Send the invitation cards', daysBefore: 6 * W },
    { title: 'Book transport', daysBefore: 4 * W },
    { title: 'Confirm the decoration', daysBefore: 3 * W },
    { title: 'Confirm numbers with the caterer', daysBefore: 2 * W },
    { title: 'Agree the seating plan', daysBefore: W },
    { title: 'Pay the vendors what is still due', daysBefore: 3 },
  ],
  'send-off': [
    { title: 'Book the venue', daysBefore: 12 * W },
    { title: 'Book the caterer', daysBefore: 8 * W },
    { title: 'Book the MC', daysBefore: 6 * W },
    { title: 'Send the invitation cards', daysBefore: 4 * W },
    { title: 'Confirm the decoration', daysBefore: 2 * W },
    { title: 'Confirm numbers with the caterer', daysBefore: W },
  ],
  'kitchen party': [
    { title: 'Choose the host and the venue', daysBefore: 8 * W },
    { title: 'Send the invitation cards', daysBefore: 4 * W },
    { title: 'Plan the food and drinks', daysBefore: 2 * W },
    { title: 'Confirm the gifts list', daysBefore: W },
  ],
  birthday: [
    { title: 'Choose the venue', daysBefore: 6 * W },
    { title: 'Send the invitations', daysBefore: 3 * W },
    { title: 'Order the cake', daysBefore: 2 * W },
    { title: 'Buy the decorations', daysBefore: W },
  ],
  memorial: [
    { title: 'Agree the date and the venue with the family', daysBefore: 4 * W },
    { title: 'Inform relatives and friends', daysBefore: 3 * W },
    { title: 'Arrange catering', daysBefore: 2 * W },
    { title: 'Prepare the programme', daysBefore: W },
  ],
  corporate: [
    { title: 'Agree the budget and the agenda', daysBefore: 12 * W },
    { title: 'Book the venue', daysBefore: 10 * W },
    { title: 'Book catering and audio-visual', daysBefore: 6 * W },
    { title: 'Send the invitations', daysBefore: 4 * W },
    { title: 'Confirm the speakers', daysBefore: 2 * W },
    { title: 'Print badges and the programme', daysBefore: 3 },
  ],
  general: [
    { title: 'Agree the budget', daysBefore: 12 * W },
    { title: 'Book the venue', daysBefore: 10 * W },
    { title: 'Book the caterer', daysBefore: 6 * W },
    { title: 'Send the invitations', daysBefore: 4 * W },
    { title: 'Confirm numbers with the vendors', daysBefore: W },
  ],
};

/** The starter checklist for an event of this category name (the general one by default). */
export const starterChecklistFor = (categoryName: string | null | undefined) =>
  STARTER_CHECKLISTS[categoryName?.trim().toLowerCase() ?? ''] ?? STARTER_CHECKLISTS.general!;
