import { useState, type FormEvent } from 'react';
import {
  currencyDigits,
  formatMinorUnits,
  minorToDecimalText,
  parseAmount,
  PAYMENT_PROVIDER_LABELS,
  type PayLinkPayment,
  type PaymentProviderName,
} from '@karamu/shared';
import { AmountInput } from '@/components/forms/amount-input';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/get-error-message';
import { isFinal, usePayment } from '../api/get-payment';
import { useStartPayment } from '../api/start-payment';
import { PaymentProgress } from './payment-progress';

type Errors = { phone?: string; amountMinor?: string };

/** What the form starts from: the payer's figures and what one payment may carry. */
export type PayFigures = {
  currency: string;
  /** E.164, prefilled; the payer may change it. */
  phone: string | null;
  /** The page's country: the number must be one of its mobiles. */
  defaultCountry: string;
  balanceMinor: number;
  minAmountMinor: number;
  /** What one payment may carry: what is owed, unless the occasion allows more (decision 0059). */
  maxAmountMinor: number;
  stepMinor: number;
};

/** The balance up to the provider's step: the most a prompt may ask unless overpaying is allowed (decision 0059). */
const steppedBalance = (link: PayFigures) =>
  Math.ceil(Math.max(link.balanceMinor, 0) / link.stepMinor) * link.stepMinor;

/**
 * The balance as the amount box starts: up to the provider's step (KES 6,000.50 -> 6,001
 * for M-Pesa, which takes whole shillings), within what one payment may carry; blank when
 * nothing is owed.
 */
function defaultAmountText(link: PayFigures): string {
  if (link.balanceMinor <= 0) return '';
  const minor = Math.min(Math.max(steppedBalance(link), link.minAmountMinor), link.maxAmountMinor);
  return minorToDecimalText(minor, link.currency);
}

/** The region's name in English ("Kenya") from the browser itself: no country table shipped. */
function countryName(alpha2: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(alpha2) ?? alpha2;
  } catch {
    return alpha2;
  }
}

/** The checks a payer can act on before sending; the server has the last word. */
function check(link: PayFigures, label: string, phone: string, amountText: string) {
  const errors: Errors = {};
  if (!phone.trim()) errors.phone = 'Phone number is required';
  const money = (minor: number) => formatMinorUnits(minor, link.currency);
  let amountMinor: number | undefined;
  const parsed = amountText.trim() ? parseAmount(amountText.trim(), link.currency) : undefined;
  if (!parsed) errors.amountMinor = 'Amount is required';
  else if (!parsed.ok) errors.amountMinor = parsed.message;
  else if (parsed.minor < link.minAmountMinor)
    errors.amountMinor = `The smallest payment is ${money(link.minAmountMinor)}`;
  else if (parsed.minor > link.maxAmountMinor)
    errors.amountMinor =
      link.maxAmountMinor === steppedBalance(link)
        ? `You can pay at most ${money(link.maxAmountMinor)}: what is still owed`
        : `The largest payment is ${money(link.maxAmountMinor)}`;
  else if (parsed.minor % link.stepMinor !== 0)
    errors.amountMinor =
      link.stepMinor === 10 ** currencyDigits(link.currency)
        ? `Use a whole amount: ${label} takes no cents`
        : `Use a multiple of ${money(link.stepMinor)}`;
  else amountMinor = parsed.minor;
  return { errors, amountMinor };
}

type Follow = {
  /** The page's payments: `/pay/:token/payments`, `/invitations/:token/payments`. */
  paymentsPath: string;
  /** Each answer about the payment, whose figures the page's totals take. */
  onAnswer: (payment: PayLinkPayment) => void;
};

/** Follows the payment started and says where it stands. */
function Progress({
  paymentsPath,
  onAnswer,
  started,
  provider,
}: Follow & { started: PayLinkPayment; provider: PaymentProviderName }) {
  const payment = usePayment(paymentsPath, started, onAnswer);
  return (
    <PaymentProgress
      payment={payment.data}
      provider={provider}
      polling={!isFinal(payment.data)}
      // Only the answer that started it says the prompt could not be confirmed as sent.
      unconfirmed={started.notice !== undefined}
    />
  );
}

/**
 * "Pay with M-Pesa": the phone that gets the prompt (the payer's, changeable) and the
 * amount (the balance, changeable within the provider's limits); then the payment's
 * progress, live, in the form's status region.
 *
 * The phone is a plain number box, not the country-picking phone field: the provider
 * collects in the page's country only, and the hint says which (decision 0050).
 */
export function PayForm({
  paymentsPath,
  onAnswer,
  link,
  provider,
  finished = false,
}: Follow & {
  link: PayFigures;
  provider: PaymentProviderName;
  /** Nothing more can be paid: only the last payment's progress stays. */
  finished?: boolean;
}) {
  const start = useStartPayment(paymentsPath);
  const [phone, setPhone] = useState(link.phone ?? '');
  const [amountText, setAmountText] = useState(() => defaultAmountText(link));
  const [errors, setErrors] = useState<Errors>({});
  const [started, setStarted] = useState<PayLinkPayment>();
  const label = PAYMENT_PROVIDER_LABELS[provider];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, amountMinor } = check(link, label, phone, amountText);
    setErrors(found);
    if (amountMinor === undefined || found.phone) return;
    start.mutate(
      { phone: phone.trim(), amountMinor },
      {
        onSuccess: (payment) => {
          setStarted(payment);
          onAnswer(payment);
        },
        onError: (error) => {
          const fields = readFieldErrors(error);
          setErrors({ phone: fields.phone?.[0], amountMinor: fields.amountMinor?.[0] });
        },
      },
    );
  };
  const otherError =
    start.isError && Object.keys(readFieldErrors(start.error)).length === 0
      ? getErrorMessage(start.error)
      : undefined;

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-label={`Pay with ${label}`}>
      {finished ? null : (
        <>
          <FormField
            id="pay-phone"
            label={`${label} phone number`}
            description={`A mobile number of ${countryName(link.defaultCountry)}: the payment prompt goes to it.`}
            error={errors.phone}
          >
            {(aria) => (
              <Input
                {...aria}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={phone}
                maxLength={30}
                onChange={(e) => setPhone(e.target.value)}
              />
            )}
          </FormField>
          <FormField
            id="pay-amount"
            label={`Amount (${link.currency})`}
            description={`From ${formatMinorUnits(link.minAmountMinor, link.currency)} to ${formatMinorUnits(link.maxAmountMinor, link.currency)}.`}
            error={errors.amountMinor}
          >
            {(aria) => (
              <AmountInput
                {...aria}
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
              />
            )}
          </FormField>
        </>
      )}
      {otherError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{otherError}</AlertDescription>
        </Alert>
      ) : null}
      <div role="status" aria-live="polite" className="text-sm">
        {started ? (
          <Progress
            key={started.id}
            paymentsPath={paymentsPath}
            onAnswer={onAnswer}
            started={started}
            provider={provider}
          />
        ) : null}
      </div>
      {finished ? null : (
        <Button type="submit" disabled={start.isPending} className="justify-self-start">
          {start.isPending ? 'Sending the prompt…' : `Pay with ${label}`}
        </Button>
      )}
    </form>
  );
}
