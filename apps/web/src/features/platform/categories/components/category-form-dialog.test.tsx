import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '@karamu/shared';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer } from '../../../../../test/test-server';
import { CategoryFormDialog } from './category-form-dialog';

const weddings: Category = {
  id: '00000000-0000-4000-8000-0000000000c1',
  kind: 'event',
  name: 'Weddings',
  description: 'Harusi',
  created: '2026-11-02T09:00:00.000Z',
  updated: '2026-11-02T09:00:00.000Z',
  createdBy: 'admin',
  version: 2,
};

const server = setupApiServer();
beforeEach(() => {
  server.route = (request, res) =>
    sendJson(res, request.method === 'POST' ? 201 : 200, {
      ...weddings,
      ...JSON.parse(request.body),
    });
});

function renderDialog(category?: Category) {
  const onOpenChange = vi.fn();
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderWithProviders(<CategoryFormDialog open onOpenChange={onOpenChange} category={category} />);
  return { user, onOpenChange };
}

const sent = () => server.requests.map((r) => [r.method, r.url, JSON.parse(r.body)]);

describe('CategoryFormDialog', { timeout: 20_000 }, () => {
  it('requires a kind and a name and bounds the description, with the shared schema’s messages', async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'New category' })).toBeVisible();
    // No kind chosen beforehand (issue 29): the admin picks one.
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByLabelText('Description (optional)'));
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Create category' }));

    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the kind: event or service');
    expect(screen.getByLabelText('Description (optional)')).toHaveAccessibleDescription(
      'Description must be at most 500 characters',
    );
    expect(server.requests).toEqual([]);
  });

  it('creates a category of the chosen kind, a blank description as none', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Service' }));
    await user.type(screen.getByLabelText('Name'), ' Catering ');
    await user.click(screen.getByRole('button', { name: 'Create category' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toEqual([
      ['POST', '/api/categories', { kind: 'service', name: 'Catering', description: null }],
    ]);
    expect(await screen.findByText('Category Catering created')).toBeVisible();
  });

  it('edits name and description, sending the kind only when it changed, with the version it read', async () => {
    const { user, onOpenChange } = renderDialog(weddings);
    expect(screen.getByRole('dialog', { name: 'Edit category Weddings' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Event' })).toBeChecked();
    await user.clear(screen.getByLabelText('Description (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save category' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent()).toEqual([
      [
        'PATCH',
        `/api/categories/${weddings.id}`,
        { name: 'Weddings', description: null, version: 2 },
      ],
    ]);
  });

  it('changes the kind, and shows why the server refused it on the kind', async () => {
    const refusal =
      '2 events use this event category, so its kind cannot change. Make a new category instead.';
    server.route = (_request, res) =>
      sendJson(res, 409, { message: refusal, fieldErrors: { kind: [refusal] } });
    const { user, onOpenChange } = renderDialog(weddings);
    await user.click(screen.getByRole('radio', { name: 'Service' }));
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(sent()).toEqual([
      [
        'PATCH',
        `/api/categories/${weddings.id}`,
        { kind: 'service', name: 'Weddings', description: 'Harusi', version: 2 },
      ],
    ]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a taken name on its field', async () => {
    server.route = (_request, res) =>
      sendJson(res, 409, {
        message: 'A category with this name already exists',
        fieldErrors: { name: ['Name is already taken'] },
      });
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('radio', { name: 'Event' }));
    await user.type(screen.getByLabelText('Name'), 'Weddings');
    await user.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Name is already taken')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
