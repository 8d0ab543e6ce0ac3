import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Privilege, Todo, TodoList } from '@karamu/shared';
import { makeEvent } from '../../../../../test/fixtures/event-fixtures';
import { makeUser, renderApp } from '../../../../../test/render-app';
import {
  sendJson,
  setupApiServer,
  type Handler,
  type RecordedRequest,
} from '../../../../../test/test-server';

const event = makeEvent({ categoryName: 'Wedding', startsAt: '2027-03-20T07:00:00.000Z' });

const OUTSIDER = '00000000-0000-4000-8000-0000000000a9';
const AMINA = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Amina Njeri' };

const todoOf = (fields: Partial<Todo> & Pick<Todo, 'id' | 'title' | 'dueDate'>): Todo => ({
  eventId: event.id,
  notes: null,
  dueOn: null,
  daysBefore: null,
  overdue: false,
  assigneeId: null,
  assigneeName: null,
  status: 'open',
  doneAt: null,
  remindedAt: null,
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
  createdBy: 'admin',
  version: 1,
  ...fields,
});

const LATE = todoOf({
  id: '00000000-0000-4000-8000-0000000000t1',
  title: 'Book the venue',
  dueDate: '2026-11-01',
  dueOn: '2026-11-01',
  overdue: true,
  assigneeId: AMINA.id,
  assigneeName: AMINA.name,
});
const SOON = todoOf({
  id: '00000000-0000-4000-8000-0000000000t2',
  title: 'Send the cards',
  dueDate: '2027-02-06',
  daysBefore: 42,
});

const eventUrl = `/api/events/${event.id}`;
const todosUrl = `${eventUrl}/todos`;

let list: TodoList;
let failList = false;
/** Set by a test to hold the next save's answer until it calls `releaseSave`. */
let holdSave = false;
let releaseSave: (() => void) | undefined;
const serve: Handler = (request, res) => {
  const path = new URL(request.url, 'http://test').pathname;
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (path === eventUrl) return sendJson(res, 200, event);
  if (path === `${eventUrl}/stats`) return sendJson(res, 404, { message: 'Not found' });
  if (path === todosUrl && request.method === 'GET') {
    return failList ? sendJson(res, 500, { message: 'Boom' }) : sendJson(res, 200, list);
  }
  if (path === todosUrl && request.method === 'POST') {
    if (body.assigneeId === OUTSIDER) {
      const message = "The assignee must be on the event's team";
      return sendJson(res, 400, { message, fieldErrors: { assigneeId: [message] } });
    }
    const created = todoOf({
      id: '00000000-0000-4000-8000-0000000000t9',
      title: body.title as string,
      dueDate: '2027-02-27',
      daysBefore: body.daysBefore as number,
      assigneeId: (body.assigneeId as string | null) ?? null,
      assigneeName: body.assigneeId ? AMINA.name : null,
    });
    list = { ...list, items: [...list.items, created] };
    return sendJson(res, 201, created);
  }
  if (path === `${todosUrl}/starter-checklist`) {
    const added = [
      todoOf({
        id: '00000000-0000-4000-8000-0000000000s1',
        title: 'Book the caterer',
        dueDate: '2026-11-28',
        daysBefore: 112,
      }),
    ];
    list = { ...list, items: [...list.items, ...added] };
    return sendJson(res, 201, { items: added });
  }
  if (path.startsWith(`${todosUrl}/`) && request.method === 'PATCH' && holdSave) {
    holdSave = false;
    releaseSave = () => serve(request, res);
    return;
  }
  if (path.startsWith(`${todosUrl}/`) && request.method === 'PATCH') {
    const id = path.slice(todosUrl.length + 1);
    list = {
      ...list,
      items: list.items.map((todo) =>
        todo.id === id ? { ...todo, ...body, overdue: false, version: todo.version + 1 } : todo,
      ),
    };
    return sendJson(
      res,
      200,
      list.items.find((todo) => todo.id === id),
    );
  }
  if (path.startsWith(`${todosUrl}/`) && request.method === 'DELETE') {
    const id = path.slice(todosUrl.length + 1);
    list = { ...list, items: list.items.filter((todo) => todo.id !== id) };
    return sendJson(res, 200, { message: 'To-do deleted' });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);
beforeEach(() => {
  failList = false;
  holdSave = false;
  releaseSave = undefined;
  list = { items: [LATE, SOON], team: [AMINA], categoryName: 'Wedding', today: '2026-11-26' };
});

const requestsTo = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter(
    (request) => request.method === method && new URL(request.url, 'http://test').pathname === path,
  );
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request!.body) as unknown;

const ORGANISER: Privilege[] = [
  'READ_EVENTS',
  'READ_TODOS',
  'ADD_TODOS',
  'UPDATE_TODOS',
  'DELETE_TODOS',
];

function renderTodos(privileges: Privilege[] = ORGANISER) {
  const user = userEvent.setup();
  renderApp({ path: `/dashboard/events/${event.id}?tab=todos`, user: makeUser(privileges) });
  return user;
}

describe("an event's to-dos", () => {
  it('groups overdue first, saying so in words, with due day, offset and assignee', async () => {
    renderTodos(['READ_EVENTS', 'READ_TODOS']);
    expect(await screen.findByRole('tab', { name: 'To-dos', selected: true })).toBeVisible();
    const overdue = await screen.findByRole('list', { name: 'Overdue to-dos' });
    const late = within(overdue).getByRole('listitem');
    expect(late).toHaveTextContent('Overdue');
    expect(late).toHaveTextContent('Due Sun 1 Nov 2026');
    expect(late).toHaveTextContent(`Assigned to ${AMINA.name}`);
    const soon = within(screen.getByRole('list', { name: 'Coming up to-dos' })).getByRole(
      'listitem',
    );
    expect(soon).toHaveTextContent('Due Sat 6 Feb 2027 (6 weeks before)');
    expect(soon).toHaveTextContent('Unassigned');
    // A reader sees no buttons that would be refused.
    expect(screen.queryByRole('button', { name: 'Add to-do' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Book the venue' })).toBeDisabled();
  });

  it('folds many to-dos due today into one line, none of them marked overdue', async () => {
    const dueToday = [
      'Book the caterer',
      'Book the photographer',
      'Order the attire',
      'Book the MC',
    ];
    list = {
      ...list,
      items: [
        SOON,
        ...dueToday.map((title, i) =>
          todoOf({
            id: `00000000-0000-4000-8000-0000000000n${i}`,
            title,
            dueDate: list.today,
            daysBefore: 112,
          }),
        ),
      ],
    };
    const user = renderTodos();
    const heading = await screen.findByRole('heading', { name: 'Due now (4)' });
    expect(heading).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Overdue/ })).toBeNull();
    const line = screen.getByText(dueToday.join(' · '));
    expect(screen.queryByRole('checkbox', { name: 'Book the MC' })).not.toBeVisible();
    await user.click(line);
    expect(screen.getByRole('checkbox', { name: 'Book the MC' })).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Coming up to-dos' })).getByRole('listitem'),
    ).toHaveTextContent('Send the cards');
  });

  it('shows the empty and the error states', async () => {
    list = { ...list, items: [] };
    renderTodos();
    expect(await screen.findByText(/No to-dos yet/)).toBeVisible();
  });

  it('says when the list could not load', async () => {
    failList = true;
    renderTodos();
    expect(await screen.findByText('We could not load the to-dos')).toBeVisible();
  });

  it('adds a to-do "3 weeks before" for a team member', async () => {
    const user = renderTodos();
    await user.click(await screen.findByRole('button', { name: 'Add to-do' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a to-do' });
    await user.type(within(dialog).getByLabelText('Title'), 'Book the band');
    const amount = within(dialog).getByLabelText('How long before the event');
    await user.clear(amount);
    await user.type(amount, '3');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'weeks');
    await user.selectOptions(within(dialog).getByLabelText('Assignee'), AMINA.id);
    await user.click(within(dialog).getByRole('button', { name: 'Add to-do' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(requestsTo('POST', todosUrl)[0])).toEqual({
      title: 'Book the band',
      notes: null,
      dueOn: null,
      daysBefore: 21,
      assigneeId: AMINA.id,
    });
    expect(await screen.findByRole('checkbox', { name: 'Book the band' })).toBeVisible();
  });

  it("puts the server's refusal on the assignee field", async () => {
    list = { ...list, team: [AMINA, { id: OUTSIDER, name: 'Not on the team' }] };
    const user = renderTodos();
    await user.click(await screen.findByRole('button', { name: 'Add to-do' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a to-do' });
    await user.type(within(dialog).getByLabelText('Title'), 'Mystery');
    await user.selectOptions(within(dialog).getByLabelText('Assignee'), OUTSIDER);
    await user.click(within(dialog).getByRole('button', { name: 'Add to-do' }));
    const assignee = within(dialog).getByLabelText('Assignee');
    await waitFor(() => expect(assignee).toHaveAttribute('aria-invalid', 'true'));
    expect(assignee).toHaveAccessibleDescription(/must be on the event's team/);
  });

  it('checks a fixed date is given before sending anything', async () => {
    const user = renderTodos();
    await user.click(await screen.findByRole('button', { name: 'Add to-do' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a to-do' });
    await user.type(within(dialog).getByLabelText('Title'), 'Fitting');
    await user.click(within(dialog).getByRole('radio', { name: 'On a date' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to-do' }));
    expect(within(dialog).getByLabelText('Due date')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', todosUrl)).toHaveLength(0);
  });

  it('shows the shared rules’ messages on their fields, the due day’s on the box in view', async () => {
    const user = renderTodos();
    await user.click(await screen.findByRole('button', { name: 'Add to-do' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a to-do' });
    const amount = within(dialog).getByLabelText('How long before the event');
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Add to-do' }));
    const title = within(dialog).getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required'));
    expect(title).toHaveFocus();
    // Blank is no number; more weeks than the bound is refused in days, as the server counts.
    expect(amount).toHaveAccessibleDescription('Days before must be a number');
    await user.type(amount, '200');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'weeks');
    await user.click(within(dialog).getByRole('button', { name: 'Add to-do' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription('Days before must be at most 730'),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'On a date' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Fitting');
    await user.click(within(dialog).getByRole('button', { name: 'Add to-do' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Due date')).toHaveAccessibleDescription(
        'Give a due date or days before the event',
      ),
    );
    expect(requestsTo('POST', todosUrl)).toHaveLength(0);
  });

  it('marks a to-do done with its checkbox, sending the version it read', async () => {
    const user = renderTodos();
    await user.click(await screen.findByRole('checkbox', { name: 'Book the venue' }));
    await waitFor(() => expect(requestsTo('PATCH', `${todosUrl}/${LATE.id}`)).toHaveLength(1));
    expect(bodyOf(requestsTo('PATCH', `${todosUrl}/${LATE.id}`)[0])).toEqual({
      status: 'done',
      version: 1,
    });
    expect(await screen.findByRole('list', { name: 'Done to-dos' })).toBeVisible();
  });

  it('moves a ticked to-do to the done list before the server answers', async () => {
    holdSave = true;
    const user = renderTodos();
    await user.click(await screen.findByRole('checkbox', { name: 'Book the venue' }));
    await waitFor(() => expect(releaseSave).toBeDefined());
    const done = await screen.findByRole('list', { name: 'Done to-dos' });
    expect(within(done).getByRole('checkbox', { name: /Book the venue/ })).toBeChecked();
    releaseSave!();
    expect(await screen.findByText('Done: Book the venue')).toBeVisible();
  });

  it('edits a relative to-do into a fixed date, sending the version it read', async () => {
    const user = renderTodos();
    await user.click(await screen.findByRole('button', { name: 'Edit Send the cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the to-do' });
    expect(within(dialog).getByLabelText('How long before the event')).toHaveValue(6);
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('weeks');
    await user.click(within(dialog).getByRole('radio', { name: 'On a date' }));
    await user.type(within(dialog).getByLabelText('Due date'), '2027-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save to-do' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Only what changed: the due day, from weeks before to a date.
    expect(bodyOf(requestsTo('PATCH', `${todosUrl}/${SOON.id}`)[0])).toEqual({
      dueOn: '2027-02-01',
      daysBefore: null,
      version: 1,
    });
  });

  it('deletes only after confirming', async () => {
    const user = renderTodos();
    await user.click(await screen.findByRole('button', { name: 'Delete Send the cards' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(requestsTo('DELETE', `${todosUrl}/${SOON.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete to-do' }));
    await waitFor(() => expect(requestsTo('DELETE', `${todosUrl}/${SOON.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Send the cards')).toBeNull());
  });

  it("adds the category's starter checklist after showing what it holds", async () => {
    const user = renderTodos();
    await user.click(await screen.findByRole('button', { name: 'Add starter checklist' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Add the Wedding checklist?' });
    expect(confirm).toHaveTextContent('Book the caterer');
    await user.click(within(confirm).getByRole('button', { name: 'Add checklist' }));
    await waitFor(() =>
      expect(requestsTo('POST', `${todosUrl}/starter-checklist`)).toHaveLength(1),
    );
    expect(await screen.findByRole('checkbox', { name: 'Book the caterer' })).toBeVisible();
  });
});
