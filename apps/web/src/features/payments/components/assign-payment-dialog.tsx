import { useId, useState } from 'react';
import { formatMinorUnits, type Payment } from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useMemberChoices } from '@/entities/pledges';
import { getErrorMessage } from '@/lib/get-error-message';
import { isAxiosError } from '@/lib/http-errors';
import { useAssignPayment } from '../api/assign-payment';

const STALE =
  'This payment changed since the list was loaded (someone may have assigned it already). The list has been read again: check it before trying once more.';

export type AssignPaymentDialogProps = {
  /** The unmatched payment; the dialog is open while there is one. */
  payment: Payment | null;
  onOpenChange: (open: boolean) => void;
};

/** Turns an unmatched payment into a contribution of one member of its occasion. */
export function AssignPaymentDialog({ payment, onOpenChange }: AssignPaymentDialogProps) {
  return (
    <Dialog open={payment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Assign to member</DialogTitle>
          <DialogDescription>
            {payment &&
              `${formatMinorUnits(payment.amountMinor, payment.currency)} from ${payment.payerName ?? payment.payerPhone ?? 'an unknown payer'}${payment.accountReference ? ` (account "${payment.accountReference}")` : ''} matched no member of ${payment.occasionName ?? 'the occasion'}.`}
          </DialogDescription>
        </DialogHeader>
        {payment && <AssignForm payment={payment} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const id = useId();
  const members = useMemberChoices(payment.occasionId ?? '');
  const assign = useAssignPayment();
  const [memberId, setMemberId] = useState('');
  const [missing, setMissing] = useState(false);
  const member = members.data?.find((m) => m.id === memberId);

  const conflict = isAxiosError(assign.error) && assign.error.response?.status === 409;
  const fieldError = missing
    ? 'Choose the member'
    : assign.isError && !conflict
      ? readFieldErrors(assign.error).memberId?.[0]
      : undefined;
  const formError =
    assign.isError && fieldError === undefined
      ? conflict
        ? STALE
        : getErrorMessage(assign.error)
      : undefined;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!member) {
      setMissing(true);
      return;
    }
    assign.mutate(
      { id: payment.id, memberId: member.id, version: payment.version },
      { onSuccess: onDone },
    );
  }

  if (members.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading the members…
      </p>
    );
  }
  if (members.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The members could not be loaded: {getErrorMessage(members.error)}
      </p>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-member`}>Member</Label>
        <NativeSelect
          id={`${id}-member`}
          className="h-10 w-full"
          value={memberId}
          onChange={(event) => {
            setMemberId(event.target.value);
            setMissing(false);
            assign.reset();
          }}
          aria-invalid={fieldError !== undefined}
          aria-describedby={fieldError ? `${id}-member-error` : undefined}
        >
          <option value="">Choose the member</option>
          {members.data.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} (owes {formatMinorUnits(m.balanceMinor, m.currency)})
            </option>
          ))}
        </NativeSelect>
        {fieldError && (
          <p id={`${id}-member-error`} className="text-sm text-destructive">
            {fieldError}
          </p>
        )}
      </div>
      {member && (
        <p className="text-sm">
          {formatMinorUnits(payment.amountMinor, payment.currency)} becomes a mobile-money
          contribution from <strong>{member.name}</strong>
          {payment.providerReceipt ? ` with receipt ${payment.providerReceipt}` : ''}; their balance
          and the occasion&apos;s totals follow.
        </p>
      )}
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={assign.isPending || conflict}>
          {assign.isPending && <Spinner />}
          {member ? `Assign to ${member.name}` : 'Assign payment'}
        </Button>
      </DialogFooter>
    </form>
  );
}
