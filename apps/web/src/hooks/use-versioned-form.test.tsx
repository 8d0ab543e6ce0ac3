import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { http } from '@/lib/http';
import { renderWithProviders } from '../../test/render-with-providers';
import { sendJson, setupApiServer } from '../../test/test-server';
import { useVersionedForm } from './use-versioned-form';

type Note = { id: string; title: string; version: number };
type NoteValues = { heading: string };

const STALE = {
  message: 'Someone else changed this record since you opened it. Reload it and try again.',
  fieldErrors: { version: ['This record has changed since you loaded it'] },
};

// No check of its own: what the hook adds is the subject here.
const resolver = (): Resolver<NoteValues> => async (values) => ({ values, errors: {} });

/** The smallest form on the hook: one field, saved to a real HTTP server. */
function NoteForm({ note, onDone }: { note?: Note; onDone: () => void }) {
  const { form, stale, submit } = useVersionedForm({
    record: note,
    toValues: (record: Note) => ({ heading: record.title }),
    newValues: () => ({ heading: '' }),
    resolver,
    fetchLatest: async (record) => (await http.get<Note>(`/notes/${record.id}`)).data,
    // The server calls the field `title`; the form calls it `heading`.
    serverFields: { title: 'heading' },
  });
  const onSubmit = submit({
    diff: (record, output) => (output.heading === record.title ? {} : { title: output.heading }),
    unchanged: onDone,
    update: async (input, record) => {
      await http.patch(`/notes/${record.id}`, input);
      onDone();
    },
    create: async (output) => {
      await http.post('/notes', { title: output.heading });
      onDone();
    },
  });
  const error = form.formState.errors.heading?.message;
  return (
    <form noValidate onSubmit={onSubmit}>
      {stale && <StaleVersionAlert {...stale} />}
      <label htmlFor="heading">Heading</label>
      <input
        id="heading"
        aria-describedby={error ? 'heading-error' : undefined}
        {...form.register('heading')}
      />
      {error && <p id="heading-error">{error}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

const note: Note = { id: 'n1', title: 'Menu', version: 1 };
const theirs: Note = { id: 'n1', title: 'Menu and drinks', version: 2 };

/** Answers the latest note only when `release` is called, so the wait can be seen. */
let release: () => void;

const server = setupApiServer();
beforeEach(() => {
  let held: (() => void) | undefined;
  let released = false;
  release = () => {
    released = true;
    held?.();
  };
  server.route = (request, res) => {
    if (request.method === 'GET') {
      const answer = () => sendJson(res, 200, theirs);
      if (released) answer();
      else held = answer;
      return;
    }
    const body = JSON.parse(request.body) as { version?: number; title?: string };
    if (body.title === 'Bad') {
      return sendJson(res, 400, {
        message: 'Title is too short',
        fieldErrors: { title: ['Too short'] },
      });
    }
    if (request.method === 'PATCH' && body.version !== theirs.version) {
      return sendJson(res, 409, STALE);
    }
    return sendJson(res, 200, { ...theirs, ...body });
  };
});

function renderForm(record?: Note) {
  const onDone = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<NoteForm note={record} onDone={onDone} />);
  return { user, onDone };
}

const writes = () => server.requests.filter((request) => request.method !== 'GET');

describe('useVersionedForm', () => {
  it('on a 409 keeps what was typed, shows the stale alert and loads the latest version; the save after it succeeds', async () => {
    const { user, onDone } = renderForm(note);
    const heading = screen.getByLabelText('Heading');
    await user.clear(heading);
    await user.type(heading, 'Menu for 200');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this record since you opened it');
    expect(heading).toHaveValue('Menu for 200');
    expect(onDone).not.toHaveBeenCalled();
    expect(JSON.parse(writes()[0]!.body)).toEqual({ title: 'Menu for 200', version: 1 });

    // Until the latest version has arrived there is nothing to load.
    const load = within(alert).getByRole('button', { name: 'Load the latest version' });
    expect(load).toBeDisabled();
    release();
    await vi.waitFor(() => expect(load).toBeEnabled(), { timeout: 15_000 });
    expect(server.requests.find((request) => request.method === 'GET')?.url).toBe('/api/notes/n1');

    await user.click(load);
    expect(heading).toHaveValue('Menu and drinks');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The next save is based on the version just loaded, and goes through.
    await user.type(heading, ' for 200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(JSON.parse(writes()[1]!.body)).toEqual({ title: 'Menu and drinks for 200', version: 2 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('sends nothing when nothing changed', async () => {
    const edit = renderForm(note);
    await edit.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(edit.onDone).toHaveBeenCalledTimes(1);
    expect(writes()).toHaveLength(0);
  });

  it('creates a record without a version', async () => {
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('Heading'), 'Seating');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/notes' });
    expect(JSON.parse(writes()[0]!.body)).toEqual({ title: 'Seating' });
  });

  it("puts the server's field messages under the form's own field", async () => {
    const { user, onDone } = renderForm(note);
    const heading = screen.getByLabelText('Heading');
    await user.clear(heading);
    await user.type(heading, 'Bad');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too short')).toBeInTheDocument();
    expect(heading).toHaveAccessibleDescription('Too short');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
