import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageTemplate } from '@karamu/shared';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer } from '../../../../../test/test-server';
import { TemplateFormDialog } from './template-form-dialog';

const reminder: MessageTemplate = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Reminder',
  channel: 'sms',
  audience: 'event-guests',
  subject: null,
  body: 'Karibu {guest_name}',
  html: null,
  placeholders: ['guest_name'],
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 4,
};

const server = setupApiServer();
beforeEach(() => {
  server.route = (request, res) =>
    sendJson(res, request.method === 'POST' ? 201 : 200, {
      ...reminder,
      ...JSON.parse(request.body),
    });
});

function renderEditor(template?: MessageTemplate) {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(
    <TemplateFormDialog open onOpenChange={onOpenChange} template={template} onSaved={onSaved} />,
  );
  return { user, onOpenChange, onSaved };
}

const preview = () => screen.getByLabelText('Message preview');
const counter = () => screen.getByRole('status', { name: 'SMS length' });
const sent = () => server.requests.map((r) => [r.method, r.url, JSON.parse(r.body)]);

describe('TemplateForm', { timeout: 30_000 }, () => {
  it('previews the text for the sample recipient as it is typed', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Karibu {guest_name} to {event_name}, {when}!');

    expect(preview()).toHaveTextContent(
      'Karibu Amina Wanjiku to Harusi ya Neema na Baraka, {when}!',
    );
    expect(within(preview()).getByText('Amina Wanjiku').tagName).toBe('MARK');
    expect(
      screen.getByText(/\{when\} has no value here: map it to a field on the template’s page/),
    ).toBeVisible();
  });

  it('counts SMS live, and shows that one emoji makes a full SMS three', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByLabelText('Message'));
    await user.paste('a'.repeat(159));
    expect(counter()).toHaveTextContent('GSM-7');
    expect(counter()).toHaveTextContent('159 characters');
    expect(counter()).toHaveTextContent('1 SMS');
    expect(counter()).toHaveTextContent('1 left in the last one');

    await user.paste('🎉');
    expect(counter()).toHaveTextContent('UCS-2');
    expect(counter()).toHaveTextContent('161 UTF-16 units');
    expect(counter()).toHaveTextContent('3 SMS');
    expect(within(counter()).getByText('🎉').tagName).toBe('KBD');
    expect(counter()).toHaveTextContent('each SMS then holds 70 characters instead of 160');

    await user.clear(screen.getByLabelText('Message'));
    await user.paste('a'.repeat(160));
    expect(counter()).toHaveTextContent('GSM-7');
    expect(counter()).toHaveTextContent('1 SMS');
  });

  it('counts the text as sent, with the sample values in place of placeholders', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByLabelText('Message'));
    await user.paste('{guest_name}');
    // "Amina Wanjiku": 13 characters, not the 12 of "{guest_name}".
    expect(counter()).toHaveTextContent('13 characters');
  });

  it('refuses an unbalanced brace with the shared schema’s message, sending nothing', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Invitation');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Hi {guest_name');
    await user.click(screen.getByRole('button', { name: 'Create template' }));

    const message = 'Body: A "{" at character 4 is never closed (write "{{" for a brace)';
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(server.requests).toEqual([]);

    // Fixing it clears the message as it is typed (the field has been visited).
    await user.click(screen.getByLabelText('Message'));
    await user.paste('}');
    expect(screen.getByLabelText('Message')).toHaveValue('Hi {guest_name}');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
  });

  it('creates an SMS template without subject or HTML', async () => {
    const { user, onOpenChange, onSaved } = renderEditor();
    await user.type(screen.getByLabelText('Name'), ' Invitation ');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Karibu {guest_name}');
    await user.click(screen.getByRole('button', { name: 'Create template' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toEqual([
      [
        'POST',
        '/api/templates',
        {
          name: 'Invitation',
          channel: 'sms',
          audience: 'event-guests',
          subject: null,
          body: 'Karibu {guest_name}',
          html: null,
          // Typed, not inserted: the server maps nothing by itself (decisions 0011, 0029).
          insertedPlaceholders: [],
        },
      ],
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Invitation' }));
    expect(await screen.findByText('Template Invitation created')).toBeInTheDocument();
  });

  it('asks an e-mail for its subject, and previews subject and HTML', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('radio', { name: 'E-mail' }));
    expect(screen.queryByRole('status', { name: 'SMS length' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Letter');
    await user.click(screen.getByLabelText('Text'));
    await user.paste('Dear {guest_name}');
    await user.click(screen.getByLabelText('HTML version (optional)'));
    await user.paste('<p>Dear {guest_name}</p>');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Subject is required for an e-mail')).toBeVisible();

    await user.click(screen.getByLabelText('Subject'));
    await user.paste('For {{you}} {guest_name}');
    expect(screen.getByLabelText('Subject preview')).toHaveTextContent(
      'Subject: For {you} Amina Wanjiku',
    );
    const frame = screen.getByTitle('HTML preview');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Dear Amina Wanjiku</p>');
  });

  it('inserts a field at the cursor', async () => {
    const { user } = renderEditor();
    const body = screen.getByLabelText('Message');
    await user.click(body);
    await user.paste('Hi !');
    (body as HTMLTextAreaElement).setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Guest name' }));
    expect(body).toHaveValue('Hi {guest_name}!');
  });

  it('asks the server to map the fields it inserted, and names placeholders that are no field', async () => {
    const { user, onOpenChange } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Karibu');
    const body = screen.getByLabelText('Message');
    await user.click(body);
    await user.paste('Hi {nickname} ');
    await user.click(screen.getByRole('button', { name: 'Guest name' }));
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(body).toHaveValue('Hi {nickname} {guest_name}{table}');
    expect(
      screen.getByText(/^Not a field, so map it on the template’s page before sending/),
    ).toHaveTextContent('{nickname}');
    // One inserted and then taken out again is not asked for.
    await user.clear(body);
    await user.paste('Hi {nickname} {guest_name}');
    await user.click(screen.getByRole('button', { name: 'Create template' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()[0]?.[2]).toMatchObject({ insertedPlaceholders: ['guest_name'] });
  });

  it('edits the text with the version it read, channel and audience fixed', async () => {
    const { user, onOpenChange } = renderEditor(reminder);
    expect(screen.getByRole('dialog', { name: 'Edit template Reminder' })).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(preview()).toHaveTextContent('Karibu Amina Wanjiku');
    await user.type(screen.getByLabelText('Message'), '!');
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toEqual([
      [
        'PATCH',
        `/api/templates/${reminder.id}`,
        {
          name: 'Reminder',
          subject: null,
          body: 'Karibu {guest_name}!',
          html: null,
          insertedPlaceholders: [],
          version: 4,
        },
      ],
    ]);
  });

  it('shows the server’s field errors on their fields', async () => {
    server.route = (_request, res) =>
      sendJson(res, 409, {
        message: 'A template with this name already exists',
        fieldErrors: { name: ['A template with this name already exists'] },
      });
    const { user, onOpenChange } = renderEditor();
    await user.type(screen.getByLabelText('Name'), 'Reminder');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Hi');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findAllByText('A template with this name already exists')).not.toHaveLength(
      0,
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
