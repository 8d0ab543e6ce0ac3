import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  confirmPhoneInputSchema,
  type ConfirmPhoneInput,
  type SendingStatus,
} from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { FormField, setServerFieldErrors } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { useSendingStatus } from '@/entities/sending';
import { useConfirmPhoneCode, useRequestPhoneCode } from '../api/verify-phone';
import { SectionError, SectionLoading } from './settings-section';

/**
 * The user's standing for SMS (decision 0022): how many they may send today, and for a
 * new account the proof of its phone: a code sent by SMS, typed back here.
 */
export function PhoneVerificationSection() {
  const status = useSendingStatus();
  if (status.isPending) return <SectionLoading label="Loading your SMS standing" />;
  if (status.isError) {
    return (
      <SectionError
        title="We could not load whether you may send SMS"
        error={status.error}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  const { smsAllowance, channelUse } = status.data;
  return (
    <div className="grid gap-4">
      {status.data.verificationRequired && <PhoneProof status={status.data} />}
      <p className="text-sm">
        You may send {smsAllowance.perDay.toLocaleString('en')} SMS a day;{' '}
        {smsAllowance.left.toLocaleString('en')} left today. An administrator can raise it.
      </p>
      <ChannelUse use={channelUse} />
    </div>
  );
}

/**
 * What the user sent today per channel against what they may (decision 0059): SMS against
 * the SMS allowance, e-mail against the daily limit every channel counts towards.
 */
function ChannelUse({ use }: { use: SendingStatus['channelUse'] }) {
  const titleId = useId();
  const rows = [
    { name: 'SMS', ...use.sms, of: 'your SMS allowance' },
    { name: 'E-mail', ...use.email, of: 'your daily limit, which SMS count towards too' },
  ];
  return (
    <section aria-labelledby={titleId} className="grid gap-1">
      <h3 id={titleId} className="text-sm font-semibold">
        Sent today
      </h3>
      <ul className="grid gap-1 text-sm">
        {rows.map((row) => (
          <li key={row.name}>
            {row.name}: {row.usedToday.toLocaleString('en')} of {row.perDay.toLocaleString('en')}{' '}
            <span className="text-muted-foreground">({row.of})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PhoneProof({ status }: { status: SendingStatus }) {
  const id = useId();
  const headingId = useId();
  const requestCode = useRequestPhoneCode();
  const confirmCode = useConfirmPhoneCode();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmPhoneInput>({
    resolver: zodResolver(confirmPhoneInputSchema),
    defaultValues: { code: '' },
  });

  if (status.phoneVerified) {
    return <p className="text-sm">Your phone {status.phone} is verified: you may send SMS.</p>;
  }

  const sendCode = () =>
    requestCode.mutate(undefined, {
      onSuccess: (sent) => toast.success(`Code sent to ${sent.sentTo}`),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  const submit = handleSubmit(async (values) => {
    try {
      await confirmCode.mutateAsync(values);
      toast.success('Your phone is verified');
      reset({ code: '' });
    } catch (error) {
      toast.error(getErrorMessage(error));
      setServerFieldErrors(error, setError, ['code']);
    }
  });

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        Verify your phone
      </h3>
      {status.phone ? (
        <>
          <p className="text-sm text-muted-foreground">
            Before you send SMS, prove that {status.phone} is yours: we send it a code.
          </p>
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={requestCode.isPending}
              onClick={sendCode}
            >
              {requestCode.isPending && <Spinner className="size-4" />}
              {status.codeExpiresAt ? 'Send a new code' : 'Send me a code'}
            </Button>
          </div>
          {status.codeExpiresAt && (
            <form
              noValidate
              onSubmit={submit}
              aria-busy={isSubmitting}
              className="grid gap-3 sm:max-w-xs"
            >
              <FormField
                id={`${id}-code`}
                label="Code"
                description="The 6 digits in the SMS. It works for 10 minutes."
                error={errors.code?.message}
              >
                {(aria) => (
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    {...aria}
                    {...register('code')}
                  />
                )}
              </FormField>
              <div>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting && <Spinner className="size-4" />}
                  Verify
                </Button>
              </div>
            </form>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Add your phone number to your profile above first.
        </p>
      )}
    </section>
  );
}
