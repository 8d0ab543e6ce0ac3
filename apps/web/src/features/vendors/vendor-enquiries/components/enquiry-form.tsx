import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { createEnquiryInputSchema, ENQUIRY_LIMITS, type CreateEnquiryInput } from '@karamu/shared';
import type { z } from 'zod';
import { placeFieldErrors } from '@/components/forms/place-field-errors';
import { PhoneField } from '@/components/forms/phone-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useDefaultCountry } from '@/entities/installation';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateEnquiry } from '../api/create-enquiry';

const SERVER_FIELDS = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  eventDate: 'eventDate',
  guestCount: 'guestCount',
  message: 'message',
  serviceId: 'serviceId',
} as const;

type CreateEnquiryOutput = z.output<typeof createEnquiryInputSchema>;

export type EnquiryService = { id: string; title: string };

/** Today on the visitor's own calendar, as the date input writes days. */
const localToday = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/**
 * A storefront's enquiry form. `website` is a honeypot: invisible and unreachable for
 * people (and screen readers), filled in by robots, whose enquiries the server drops.
 */
export function EnquiryForm({
  vendorId,
  services = [],
}: {
  vendorId: string;
  services?: readonly EnquiryService[];
}) {
  const id = useId();
  const fieldId = (name: keyof CreateEnquiryInput) => `${id}-${name}`;
  const defaultCountry = useDefaultCountry();
  const send = useCreateEnquiry(vendorId);
  const form = useForm<CreateEnquiryInput, unknown, CreateEnquiryOutput>({
    resolver: zodResolver(createEnquiryInputSchema),
    // No guest count until one is typed: a blank field reads as NaN, which the schema refuses.
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      eventDate: '',
      message: '',
      serviceId: '',
      website: '',
    },
  });
  const { register, handleSubmit, control, formState, setError } = form;
  const errors = formState.errors;

  // A refusal no field explains (a rate limit, a vendor gone) shows above the button.
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit((input) => {
    setFormError(undefined);
    return send.mutateAsync(input).catch((error: unknown) => {
      if (!placeFieldErrors(error, setError, SERVER_FIELDS)) setFormError(getErrorMessage(error));
    });
  });

  if (send.isSuccess) {
    return (
      <Alert role="status">
        <CheckCircle2 aria-hidden="true" />
        <AlertTitle>Enquiry sent</AlertTitle>
        <AlertDescription>{send.data.message} They will contact you by phone.</AlertDescription>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate aria-label="Send an enquiry">
      <FormField id={fieldId('name')} label="Your name" error={errors.name?.message}>
        {(aria) => <Input autoComplete="name" {...aria} {...register('name')} />}
      </FormField>
      <PhoneField
        control={control}
        name="phone"
        id={fieldId('phone')}
        label="Your phone number"
        defaultCountry={defaultCountry}
        required
      />
      <FormField id={fieldId('email')} label="E-mail (optional)" error={errors.email?.message}>
        {(aria) => <Input type="email" autoComplete="email" {...aria} {...register('email')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('eventDate')} label="Event date" error={errors.eventDate?.message}>
          {(aria) => <Input type="date" min={localToday()} {...aria} {...register('eventDate')} />}
        </FormField>
        <FormField
          id={fieldId('guestCount')}
          label="Number of guests"
          error={errors.guestCount?.message}
        >
          {(aria) => (
            <Input
              inputMode="numeric"
              autoComplete="off"
              {...aria}
              {...register('guestCount', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      {services.length > 0 ? (
        <FormField
          id={fieldId('serviceId')}
          label="Service (optional)"
          error={errors.serviceId?.message}
        >
          {(aria) => (
            <NativeSelect {...aria} {...register('serviceId')}>
              <option value="">Any service</option>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.title}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}
      <FormField
        id={fieldId('message')}
        label="Message"
        description={`Up to ${ENQUIRY_LIMITS.message.toLocaleString('en')} characters.`}
        error={errors.message?.message}
      >
        {(aria) => (
          <Textarea
            rows={4}
            maxLength={ENQUIRY_LIMITS.message}
            {...aria}
            {...register('message')}
          />
        )}
      </FormField>
      {/* The honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId('website')}>Website</label>
        <input id={fieldId('website')} tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {formError ? (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" disabled={formState.isSubmitting} className="justify-self-start">
        {formState.isSubmitting ? 'Sending…' : 'Send enquiry'}
      </Button>
    </form>
  );
}
