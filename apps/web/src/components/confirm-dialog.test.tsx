import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete role Ushers?"
      description="This cannot be undone."
      confirmLabel="Delete role"
      pending={false}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, onOpenChange };
}

describe('ConfirmDialog', () => {
  it('asks, and confirms or cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete role Ushers?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete role' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open with its buttons disabled while the action runs', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog({ pending: true });
    expect(screen.getByRole('button', { name: 'Delete role' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
