import { useState } from 'react';
import { toast } from 'sonner';
import type { UserRecord } from '@karamu/shared';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { isStaleVersionError } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
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

  async function confirm({ kind, user }: UserConfirmation) {
    setBusy(true);
    try {
      if (kind === 'delete') await deleteUser.mutateAsync(user.id);
      else {
        await updateUser.mutateAsync({
          id: user.id,
          input: { disabled: kind === 'disable', version: user.version },
        });
      }
      toast.success(TEXTS[kind].done(user.name));
      onOpenChange(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
      if (isStaleVersionError(error)) onOpenChange(false);
    } finally {
      setBusy(false);
    }
  }

  const texts = confirmation && TEXTS[confirmation.kind];
  return (
    <AlertDialog open={confirmation !== null} onOpenChange={(open) => !busy && onOpenChange(open)}>
      {confirmation && texts && (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{texts.title(confirmation.user.name)}</AlertDialogTitle>
            <AlertDialogDescription>{texts.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            {/* Not an AlertDialogAction: that would close the dialog before the answer. */}
            <Button
              variant={confirmation.kind === 'enable' ? 'default' : 'destructive'}
              disabled={busy}
              onClick={() => void confirm(confirmation)}
            >
              {busy && <Spinner className="size-4" />}
              {texts.action}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
