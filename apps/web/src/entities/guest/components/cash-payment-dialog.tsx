import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  formatMinorUnits,
  MAX_CASH_NOTE_LENGTH,
  MAX_CASH_RECEIPT_LENGTH,
  recordCashPaymentInputSchema,
  type CashPayment,
  type RecordCashPaymentInput,
} from '@karamu/shared';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { InputField, MoneyField } from '@/components/forms/input-field';
import { placeFieldErrors } from '@/components/forms/place-field-errors';
import { useFormFields } from '@/components/forms/use-form-fields';
import { amountTextSchema, toAmountText } from '@/lib/amount-text';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRecordCashPayment } from '../api/record-cash-payment';

/** The server's field names and the form's fields their messages go under. */
const SERVER_FIELDS = { amountMinor: 'amount', receipt: 'receipt', note: 'note' } as const;

type CashValues = { amount: string; receipt: string; note: string };

/** The form's text as the route's input: the same rules, and at most what is owed. */
const buildCashSchema = (owedMinor: number, currency: string) => {
  const { receipt, note } = recordCashPaymentInputSchema.shape;
  return z
    .object({
      amount: amountTextSchema(currency).pipe(
        z
          .number({ error: 'Enter the amount taken' })
          .positive('Enter the amount taken')
          .max(owedMinor, `At most ${formatMinorUnits(owedMinor, currency)} is still owed`),
      ),
      receipt,
      note,
    })
    .transform((values): RecordCashPaymentInput => ({
      amountMinor: values.amount,
      currency,
      receipt: values.receipt,
      note: values.note,
    }));
};

type CashPaymentDialogProps = {
  eventId: string;
  /** The guest paying; the dialog is closed without one. */
  guest: { id: string; name: string } | undefined;
  owedMinor: number;
  currency: string;
  onClose: () => void;
  onRecorded?: (payment: CashPayment) => void;
};

/** Cash handed over for a guest's card, with the receipt given for it (issue 29). */
export function CashPaymentDialog({
  eventId,
  guest,
  owedMinor,
  currency,
  onClose,
  onRecorded,
}: CashPaymentDialogProps) {
  return (
    <FormDialog
      open={!!guest}
      onOpenChange={(open) => !open && onClose()}
      title="Record cash payment"
      description={
        guest && `${guest.name} still owes ${formatMinorUnits(owedMinor, currency)} for the card.`
      }
    >
      {guest && (
        <CashForm
          eventId={eventId}
          guestId={guest.id}
          guestName={guest.name}
          owedMinor={owedMinor}
          currency={currency}
          onDone={onClose}
          onRecorded={onRecorded}
        />
      )}
    </FormDialog>
  );
}

function CashForm({
  eventId,
  guestId,
  guestName,
  owedMinor,
  currency,
  onDone,
  onRecorded,
}: {
  eventId: string;
  guestId: string;
  guestName: string;
  owedMinor: number;
  currency: string;
  onDone: () => void;
  onRecorded?: (payment: CashPayment) => void;
}) {
  const record = useRecordCashPayment();
  const resolver = useMemo(
    () =>
      zodResolver(buildCashSchema(owedMinor, currency)) as Resolver<
        CashValues,
        unknown,
        RecordCashPaymentInput
      >,
    [owedMinor, currency],
  );
  const form = useForm<CashValues, unknown, RecordCashPaymentInput>({
    resolver,
    // The whole balance, the usual payment at the door.
    defaultValues: { amount: toAmountText(owedMinor, currency), receipt: '', note: '' },
  });
  const fields = useFormFields(form);
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const payment = await record.mutateAsync({ eventId, guestId, input });
      toast.success(
        payment.replayed
          ? `Receipt ${payment.receipt} was already recorded for ${guestName}`
          : `${formatMinorUnits(payment.amountMinor, payment.currency)} in cash recorded for ${guestName}`,
      );
      onRecorded?.(payment);
      onDone();
    } catch (error) {
      if (!placeFieldErrors(error, setError, SERVER_FIELDS)) toast.error(getErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid min-w-0 gap-4" noValidate aria-busy={isSubmitting}>
      <MoneyField label={`Amount (${currency})`} {...fields.register('amount')} />
      <InputField
        label="Receipt reference"
        description="The number on the paper receipt given for the cash."
        maxLength={MAX_CASH_RECEIPT_LENGTH}
        autoComplete="off"
        {...fields.register('receipt')}
      />
      <InputField
        label="Note (optional)"
        maxLength={MAX_CASH_NOTE_LENGTH}
        {...fields.register('note')}
      />
      <FormButtons pending={isSubmitting} onCancel={onDone} label="Record cash payment" />
    </form>
  );
}
