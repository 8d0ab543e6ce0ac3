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
import { useMemberChoices, useOccasionChoices } from '@/entities/pledges';
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
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Assign to member</DialogTitle>
          <DialogDescription>
            {payment &&
              `${formatMinorUnits(payment.amountMinor, payment.currency)} from ${payment.payerName ?? payment.payerPhone ?? 'an unknown payer'}${payment.accountReference ? ` (account "${payment.accountReference}")` : ''} matched no member${payment.occasionName ? ` of ${payment.occasionName}` : ''}.`}
          </DialogDescription>
        </DialogHeader>
        {payment && <AssignForm payment={payment} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const id = useId();
  // A paybill code that named no one leaves the occasion open too: the person picks it,
  // among the occasions in the payment's currency.
  const occasionKnown = payment.occasionId !== null;
  const occasions = useOccasionChoices({ enabled: !occasionKnown });
  const [chosenOccasionId, setChosenOccasionId] = useState('');
  const occasionId = payment.occasionId ?? chosenOccasionId;
  const members = useMemberChoices(occasionId);
  const assign = useAssignPayment();
  const [memberId, setMemberId] = useState('');
  const [missing, setMissing] = useState(false);
  const member = members.data?.find((m) => m.id === memberId);

  const conflict = isAxiosError(assign.error) && assign.error.response?.status === 409;
  const occasionError = missing && occasionId === '' ? 'Choose the occasion' : undefined;
  const fieldError =
    missing && occasionId !== ''
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

  const sameCurrency = occasions.data?.filter((o) => o.currency === payment.currency) ?? [];
  const occasionPicker = !occasionKnown && (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-occasion`}>Occasion</Label>
      <NativeSelect
        id={`${id}-occasion`}
        className="h-10 w-full"
        value={chosenOccasionId}
        onChange={(event) => {
          setChosenOccasionId(event.target.value);
          setMemberId('');
          setMissing(false);
          assign.reset();
        }}
        disabled={!occasions.isSuccess}
        aria-invalid={occasionError !== undefined}
        aria-describedby={occasionError ? `${id}-occasion-error` : undefined}
      >
        <option value="">
          {occasions.isPending ? 'Loading occasions…' : `Choose the occasion (${payment.currency})`}
        </option>
        {sameCurrency.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
      {occasionError && (
        <p id={`${id}-occasion-error`} className="text-sm text-destructive">
          {occasionError}
        </p>
      )}
      {occasions.isError && (
        <p role="alert" className="text-sm text-destructive">
          The occasions could not be loaded: {getErrorMessage(occasions.error)}
        </p>
      )}
    </div>
  );

  const memberPicker =
    occasionId === '' ? null : members.isPending ? (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Loading the members…
      </p>
    ) : members.isError ? (
      <p role="alert" className="text-sm text-destructive">
        The members could not be loaded: {getErrorMessage(members.error)}
      </p>
    ) : (
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
    );

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {occasionPicker}
      {memberPicker}
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
