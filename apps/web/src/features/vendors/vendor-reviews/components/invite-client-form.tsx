import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  createReviewInvitationInputSchema,
  type CreateReviewInvitationInput,
  type CreatedReviewInvitation,
} from '@karamu/shared';
import { PhoneField } from '@/components/forms/phone-field';
import { Button } from '@/components/ui/button';
import { FormField, setServerFieldErrors } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useDefaultCountry } from '@/entities/installation';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateReviewInvitation } from '../api/review-invitations';
import { ReviewLinkSent } from './review-link-sent';

type Output = { clientName: string; clientPhone: string };

/**
 * The vendor names a client and their mobile number; the client gets the link by SMS, and the
 * vendor sees what became of it, with the link to share by hand.
 */
export function InviteClientForm({ vendorId }: { vendorId: string }) {
  const id = useId();
  const defaultCountry = useDefaultCountry();
  const invite = useCreateReviewInvitation(vendorId);
  const [sent, setSent] = useState<CreatedReviewInvitation | null>(null);
  const form = useForm<CreateReviewInvitationInput, unknown, Output>({
    resolver: zodResolver(createReviewInvitationInputSchema),
    defaultValues: { clientName: '', clientPhone: '' },
  });
  const { register, handleSubmit, control, formState, setError, reset } = form;

  const onSubmit = handleSubmit((input) =>
    invite.mutateAsync(input).then(
      (created) => {
        setSent(created);
        reset();
      },
      (error: unknown) => {
        if (!setServerFieldErrors(error, setError, ['clientName', 'clientPhone'])) {
          toast.error(getErrorMessage(error));
        }
      },
    ),
  );

  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} className="grid gap-4 sm:max-w-md" noValidate>
        <FormField
          id={`${id}-name`}
          label="Client's name"
          error={formState.errors.clientName?.message}
        >
          {(aria) => <Input autoComplete="off" {...aria} {...register('clientName')} />}
        </FormField>
        <PhoneField
          control={control}
          name="clientPhone"
          id={`${id}-phone`}
          label="Client's mobile number"
          description="The review link goes by SMS; it works once, for 60 days."
          defaultCountry={defaultCountry}
          required
        />
        <Button type="submit" disabled={formState.isSubmitting} className="justify-self-start">
          {formState.isSubmitting ? 'Sending…' : 'Send review link'}
        </Button>
      </form>
      {sent ? <ReviewLinkSent key={sent.id} invitation={sent} /> : null}
    </div>
  );
}
