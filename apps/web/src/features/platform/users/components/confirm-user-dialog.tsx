import { useState } from 'react';
import { toast } from 'sonner';
import type { UserRecord } from '@karamu/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { saveVersioned } from '@/components/forms/save-versioned';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';

/** The confirmed actions on one user. */
export type UserConfirmation = { kind: 'disable' | 'enable' | 'delete'; user: UserRecord };

const TEXTS = {
  disable: {
    title: (name: string) => `Disable ${name}?`,
    description: 'They are signed out at once and cannot sign in until someone enables them again.',
    action: 'Disable',
    done: (name: string) => `${name} disabled`,
  },
  enable: {
    title: (name: string) => `Enable ${name}?`,
    description: 'They can sign in again with their password.',
    action: 'Enable',
    done: (name: string) => `${name} enabled`,
  },
  delete: {
    title: (name: string) => `Delete ${name}?`,
    description:
      'Their account is removed and they are signed out. What they created stays. This cannot be undone.',
    action: 'Delete user',
    done: (name: string) => `${name} deleted`,
  },
} as const;

export function ConfirmUserDialog({
  confirmation,
  onOpenChange,
}: {
  confirmation: UserConfirmation | null;
  onOpenChange: (open: boolean) => void;
}) {
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!confirmation) return;
    const { kind, user } = confirmation;
    setBusy(true);
    await saveVersioned(
      async () => {
        if (kind === 'delete') await deleteUser.mutateAsync(user.id);
        else {
          await updateUser.mutateAsync({
            id: user.id,
            input: { disabled: kind === 'disable', version: user.version },
          });
        }
        toast.success(TEXTS[kind].done(user.name));
        onOpenChange(false);
      },
      { onStale: () => onOpenChange(false) },
    );
    setBusy(false);
  }

  const texts = confirmation && TEXTS[confirmation.kind];
  return (
    <ConfirmDialog
      open={confirmation !== null}
      onOpenChange={onOpenChange}
      title={confirmation && texts?.title(confirmation.user.name)}
      description={texts?.description}
      confirmLabel={texts?.action}
      pending={busy}
      onConfirm={() => void confirm()}
      destructive={confirmation?.kind !== 'enable'}
    />
  );
}
