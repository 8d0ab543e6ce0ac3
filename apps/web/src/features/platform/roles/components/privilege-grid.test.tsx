import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  RESOURCES,
  holdingsOf,
  type Holdings,
  type Privilege,
  type RoleScope,
} from '@karamu/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { holdingsOfUserWith } from '../../../../../test/render-app';
import { PrivilegeGrid } from './privilege-grid';

/** The grid with its value held in state, as a form holds it; `value()` reads the latest. */
function renderGrid(
  granter: readonly Privilege[] | Holdings,
  initial: Privilege[] = [],
  scope: RoleScope = 'all',
) {
  const holdings = 'privileges' in granter ? granter : holdingsOfUserWith(granter);
  let latest: Privilege[] = initial;
  function Harness() {
    const [value, setValue] = useState<Privilege[]>(initial);
    return (
      <PrivilegeGrid
        value={value}
        granter={holdings}
        scope={scope}
        onChange={(next) => {
          latest = next;
          setValue(next);
        }}
      />
    );
  }
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <TooltipProvider delayDuration={0}>
      <Harness />
    </TooltipProvider>,
  );
  return { user, value: () => latest };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const table = () => screen.getByRole('table', { name: 'Privileges by resource' });

describe('PrivilegeGrid: grouping', { timeout: 30_000 }, () => {
  it('has a row per resource and a column per action, each box named by its privilege', () => {
    renderGrid(['SUPER_ADMIN']);
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(RESOURCES.length + 1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Resource', 'Read', 'Add', 'Update', 'Delete']);
    expect(within(table()).getByRole('rowheader', { name: /Event templates/ })).toBeVisible();
    expect(within(table()).getByRole('rowheader', { name: /To-dos/ })).toBeVisible();

    const usersRow = within(table())
      .getByRole('rowheader', { name: /^Users/ })
      .closest('tr');
    expect(
      within(usersRow as HTMLElement)
        .getAllByRole('checkbox')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Users: every action', 'Read users', 'Add users', 'Update users', 'Delete users']);
  });

  it('lists the extra privileges and the two flags below the grid, labelled', () => {
    renderGrid(['SUPER_ADMIN']);
    const others = screen.getByRole('group', { name: 'Other privileges' });
    expect(
      within(others)
        .getAllByRole('checkbox')
        .map((b) => b.id && document.querySelector(`label[for="${b.id}"]`)?.textContent),
    ).toEqual(['Verify attendees', 'Generate event links', 'All', 'Super admin']);
  });

  it('shows the chosen privileges checked and counts them', () => {
    renderGrid(['SUPER_ADMIN'], ['READ_EVENTS', 'ALL']);
    expect(box('Read events')).toBeChecked();
    expect(box('Add events')).not.toBeChecked();
    expect(box('All')).toBeChecked();
    expect(box('Events: every action')).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByText(/^2 privileges chosen/)).toBeVisible();
  });
});

describe('PrivilegeGrid: choosing', { timeout: 30_000 }, () => {
  it('toggles one box, keeping the catalogue order', async () => {
    const { user, value } = renderGrid(['SUPER_ADMIN'], ['DELETE_USERS']);
    await user.click(box('Read events'));
    expect(value()).toEqual(['READ_EVENTS', 'DELETE_USERS']);
    await user.click(box('Read events'));
    expect(value()).toEqual(['DELETE_USERS']);
  });

  it('checks and clears a whole row with its own box', async () => {
    const { user, value } = renderGrid(['SUPER_ADMIN']);
    await user.click(box('Attendees: every action'));
    expect(value()).toEqual([
      'READ_ATTENDEES',
      'ADD_ATTENDEES',
      'UPDATE_ATTENDEES',
      'DELETE_ATTENDEES',
    ]);
    expect(box('Attendees: every action')).toBeChecked();
    await user.click(box('Attendees: every action'));
    expect(value()).toEqual([]);
  });

  it('checks a whole column with its own box', async () => {
    const { user, value } = renderGrid(['SUPER_ADMIN']);
    await user.click(box('Read: every resource'));
    expect(value()).toHaveLength(RESOURCES.length);
    expect(value().every((p) => p.startsWith('READ_'))).toBe(true);
    expect(box('Read categories')).toBeChecked();
  });

  it('responds to the keyboard', async () => {
    const { user, value } = renderGrid(['SUPER_ADMIN']);
    box('Update events').focus();
    await user.keyboard(' ');
    expect(value()).toEqual(['UPDATE_EVENTS']);
  });
});

describe('PrivilegeGrid: what the editor may not grant', { timeout: 30_000 }, () => {
  // Holds ALL and the roles privileges, but is no super admin.
  const editor: Privilege[] = ['ALL', 'READ_ROLES', 'ADD_ROLES', 'UPDATE_ROLES'];

  it('locks what only a super admin may grant, saying so', async () => {
    const { user } = renderGrid(editor);
    for (const name of ['Read categories', 'Read messages', 'Super admin', 'Add templates']) {
      const locked = box(name);
      expect(locked).toHaveAttribute('aria-disabled', 'true');
      expect(locked).toHaveAccessibleDescription('Only a super admin can grant this privilege.');
    }
    expect(box('Read events')).not.toHaveAttribute('aria-disabled');
    expect(box('Read events')).not.toHaveAccessibleDescription();

    await user.hover(box('Read categories'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Only a super admin can grant this privilege.',
    );
  });

  it('locks what the editor does not hold, saying so', () => {
    renderGrid(['READ_ROLES', 'ADD_ROLES', 'READ_EVENTS']);
    expect(box('Read events')).not.toHaveAttribute('aria-disabled');
    expect(box('Add events')).toHaveAttribute('aria-disabled', 'true');
    expect(box('Add events')).toHaveAccessibleDescription(
      'You can only grant privileges you hold yourself.',
    );
    expect(box('All')).toHaveAttribute('aria-disabled', 'true');
  });

  it('locks, for a role reaching every record, what the editor holds only on their own records', () => {
    const ownRecordsOnly = holdingsOf([
      { scope: 'all', privileges: [{ value: 'ADD_ROLES' }, { value: 'READ_EVENTS' }] },
      { scope: 'assigned', privileges: [{ value: 'UPDATE_EVENTS' }] },
    ]);
    renderGrid(ownRecordsOnly);
    expect(box('Read events')).not.toHaveAttribute('aria-disabled');
    expect(box('Update events')).toHaveAttribute('aria-disabled', 'true');
    expect(box('Update events')).toHaveAccessibleDescription(
      'You hold this privilege only on records you created or are assigned to, so you cannot grant it on every record.',
    );
    cleanup();
    renderGrid(ownRecordsOnly, [], 'assigned');
    expect(box('Update events')).not.toHaveAttribute('aria-disabled');
  });

  it('does not change a locked box, by click or by its row and column', async () => {
    const { user, value } = renderGrid(editor, ['READ_CATEGORIES']);
    await user.click(box('Add categories'));
    expect(value()).toEqual(['READ_CATEGORIES']);
    expect(box('Add categories')).not.toBeChecked();

    // Every categories box is locked: the row's box can do nothing.
    expect(box('Categories: every action')).toBeDisabled();

    // The column reaches every grantable resource and leaves the locked ones as they were.
    await user.click(box('Read: every resource'));
    expect(value()).toContain('READ_EVENTS');
    expect(value()).toContain('READ_CATEGORIES');
    expect(value()).not.toContain('READ_MESSAGES');
    await user.click(box('Read: every resource'));
    expect(value()).toEqual(['READ_CATEGORIES']);
  });

  it('locks nothing for a super admin', () => {
    renderGrid(['SUPER_ADMIN']);
    const locked = screen
      .getAllByRole('checkbox')
      .filter((b) => b.getAttribute('aria-disabled') === 'true');
    expect(locked).toEqual([]);
  });
});
