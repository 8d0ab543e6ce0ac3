import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { DeleteRecordDialog } from './delete-record-dialog';

const record = { id: 'c0ffee00-0000-4000-8000-000000000001', name: 'Harusi' };

function renderDialog(mutateAsync: (id: string) => Promise<unknown>) {
  const onOpenChange = vi.fn();
  render(
    <>
      <Toaster />
      <DeleteRecordDialog
        record={record}
        noun="design"
        consequence="Events made from it keep their details."
        remove={{ mutateAsync, isPending: false }}
        onOpenChange={onOpenChange}
      />
    </>,
  );
  return { onOpenChange };
}

describe('DeleteRecordDialog', () => {
  it('names the record, deletes it by id, says so and closes', async () => {
    const user = userEvent.setup();
    const mutateAsync = vi.fn().mockResolvedValue(undefined);
    const { onOpenChange } = renderDialog(mutateAsync);
    expect(screen.getByRole('alertdialog', { name: 'Delete design Harusi?' })).toHaveTextContent(
      'Events made from it keep their details. This cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete design' }));
    expect(mutateAsync).toHaveBeenCalledWith(record.id);
    expect(await screen.findByText('Design Harusi deleted')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("stays open with the server's reason when the delete is refused", async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog(() =>
      Promise.reject(new Error('A schedule still uses this template')),
    );
    await user.click(screen.getByRole('button', { name: 'Delete design' }));
    expect(await screen.findByText('A schedule still uses this template')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).not.toHaveBeenCalled());
  });
});
