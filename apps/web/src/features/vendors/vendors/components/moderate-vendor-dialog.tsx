import { useId, useState } from 'react';
import { toast } from 'sonner';
import { moderateVendorInputSchema, type Vendor } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/get-error-message';
import { useModerateVendor } from '../api/vendor-mutations';

export type ModerationAction = 'approve' | 'reject' | 'suspend';

const COPY: Record<
  ModerationAction,
  { title: string; confirm: string; done: string; explain: string }
> = {
  approve: {
    title: 'Approve',
    confirm: 'Approve and publish',
    done: 'published',
    explain: 'It shows in the public directory at once.',
  },
  reject: {
    title: 'Reject',
    confirm: 'Reject',
    done: 'sent back to its owner',
    explain: 'It goes back to a draft; the owner sees your reason and may submit it again.',
  },
  suspend: {
    title: 'Suspend',
    confirm: 'Suspend',
    done: 'suspended',
    explain:
      'It leaves the public directory at once; the owner sees your reason and may submit it again after changes.',
  },
};

/**
 * A moderator's decision on one vendor, confirmed first; a rejection or suspension names
 * its reason, which the owner is shown (decision 0036).
 */
export function ModerateVendorDialog({
  vendor,
  action,
  onOpenChange,
}: {
  vendor: Vendor | null;
  action: ModerationAction;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const moderate = useModerateVendor();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const copy = COPY[action];

  const close = (open: boolean) => {
    if (moderate.isPending) return;
    if (!open) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(open);
  };

  const confirm = async () => {
    if (!vendor) return;
    const parsed = moderateVendorInputSchema.safeParse(
      action === 'approve'
        ? { action, version: vendor.version }
        : { action, reason, version: vendor.version },
    );
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await moderate.mutateAsync({ id: vendor.id, input: parsed.data });
    } catch (failure) {
      toast.error(getErrorMessage(failure));
      return;
    }
    toast.success(`${vendor.businessName} ${copy.done}`);
    close(false);
  };

  return (
    <Dialog open={vendor !== null} onOpenChange={close}>
      {vendor && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {copy.title} {vendor.businessName}?
            </DialogTitle>
            <DialogDescription>{copy.explain}</DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            {action !== 'approve' && (
              <FormField
                id={`${id}-reason`}
                label="Reason"
                description="Shown to the owner: say what to change."
                error={error}
              >
                {(aria) => (
                  <Textarea
                    rows={3}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    {...aria}
                  />
                )}
              </FormField>
            )}
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => close(false)}
                disabled={moderate.isPending}
              >
                Cancel
              </Button>
              <Button
                type="submit"
                variant={action === 'approve' ? 'default' : 'destructive'}
                disabled={moderate.isPending}
              >
                {moderate.isPending && <Spinner className="size-4" />}
                {copy.confirm}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
