import { useState } from 'react';
import { toast } from 'sonner';
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
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';

/** Ends every session of the user but this one (a lost phone, a shared computer), after asking. */
export function SessionsSection() {
  const [open, setOpen] = useState(false);
  const signOut = useSignOutOtherSessions();

  const confirm = async () => {
    try {
      const answer = await signOut.mutateAsync();
      toast.success(answer.message);
      setOpen(false);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-sm text-muted-foreground">
        Signed in on another phone or computer you no longer use? Sign out everywhere else; this
        browser stays signed in.
      </p>
      <AlertDialog open={open} onOpenChange={(next) => !signOut.isPending && setOpen(next)}>
        <Button type="button" variant="outline" onClick={() => setOpen(true)}>
          Sign out other sessions
        </Button>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Sign out of every other session?</AlertDialogTitle>
            <AlertDialogDescription>
              Every other browser and device signed in as you will have to sign in again. This one
              stays signed in.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={signOut.isPending}>Cancel</AlertDialogCancel>
            {/* Not an AlertDialogAction: that would close the dialog before the answer. */}
            <Button
              variant="destructive"
              disabled={signOut.isPending}
              onClick={() => void confirm()}
            >
              {signOut.isPending && <Spinner className="size-4" />}
              {signOut.isPending ? 'Signing out…' : 'Sign out others'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
