import { useId, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Member, Occasion } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { PhoneInput } from '@/components/forms/phone-input';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, isStaleVersionError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { usePhoneRules } from '@/entities/installation';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateMember } from '../api/create-member';
import { getMember, AmountInput } from '@/entities/pledges';
import { useUpdateMember } from '../api/update-member';
import {
  buildMemberFormSchema,
  diffMember,
  MEMBER_FORM_LABELS as LABELS,
  NEW_MEMBER_VALUES,
  toMemberFormValues,
  type MemberFormOutput,
  type MemberFormValues,
} from '../lib/member-form-schema';
import { placeFieldErrors } from '@/components/forms/place-field-errors';

export type MemberOccasion = Pick<Occasion, 'id' | 'name' | 'currency' | 'defaultCountry'>;

/** The server's field names and the form's fields they belong under. */
const SERVER_FIELDS: Readonly<Record<string, keyof MemberFormValues>> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  pledgedMinor: 'pledge',
  notes: 'notes',
};

export type MemberFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  occasion: MemberOccasion;
  /** The member to edit; a new member without it. */
  member?: Member;
};

export function MemberFormDialog({ open, onOpenChange, occasion, member }: MemberFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{member ? `Edit ${member.name}` : 'Add a member'}</DialogTitle>
          <DialogDescription>
            {member ? `A member of ${occasion.name}.` : `A new member of ${occasion.name}.`}{' '}
            Reminders go by SMS, so the phone number must be a mobile one.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <MemberForm occasion={occasion} member={member} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

type MemberFormProps = { occasion: MemberOccasion; member?: Member; onDone: () => void };

function MemberForm({ occasion, member, onDone }: MemberFormProps) {
  const id = useId();
  const fieldId = (name: keyof MemberFormValues) => `${id}-${name}`;
  const phoneRules = usePhoneRules();
  const createMember = useCreateMember();
  const updateMember = useUpdateMember();
  // What the form was filled from: a save is based on its version.
  const [baseline, setBaseline] = useState(member);
  const [stale, setStale] = useState<{ message: string; latest?: Member } | null>(null);
  const extraMobilePrefixes = phoneRules.data?.extraMobilePrefixes;
  const resolver = useMemo(
    () =>
      zodResolver(
        buildMemberFormSchema({
          currency: occasion.currency,
          defaultCountry: occasion.defaultCountry,
          ...(extraMobilePrefixes ? { extraMobilePrefixes } : {}),
        }),
      ) as Resolver<MemberFormValues, unknown, MemberFormOutput>,
    [occasion.currency, occasion.defaultCountry, extraMobilePrefixes],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MemberFormValues, unknown, MemberFormOutput>({
    resolver,
    defaultValues: baseline ? toMemberFormValues(baseline) : NEW_MEMBER_VALUES,
  });

  const loadLatest = () => {
    if (!stale?.latest) return;
    setBaseline(stale.latest);
    reset(toMemberFormValues(stale.latest));
    setStale(null);
  };

  const submit = handleSubmit(async (output) => {
    try {
      if (baseline) {
        const changes = diffMember(baseline, output);
        if (Object.keys(changes).length === 0) {
          toast.info('Nothing to save: no field was changed');
          onDone();
          return;
        }
        const saved = await updateMember.mutateAsync({
          id: baseline.id,
          input: { ...changes, version: baseline.version },
        });
        toast.success(`${saved.name} saved`);
      } else {
        const saved = await createMember.mutateAsync({ occasionId: occasion.id, input: output });
        toast.success(`${saved.name} added`);
      }
      onDone();
    } catch (error) {
      const message = getErrorMessage(error);
      toast.error(message);
      if (isStaleVersionError(error) && baseline) {
        setStale({ message });
        // Fetch what the other person saved, so the treasurer can start again from it.
        getMember(baseline.id).then(
          (latest) => setStale({ message, latest }),
          () => undefined,
        );
        return;
      }
      placeFieldErrors(error, setError, SERVER_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && (
        <StaleVersionAlert
          message={stale.message}
          onLoadLatest={loadLatest}
          loading={!stale.latest}
        />
      )}
      <FormField id={fieldId('name')} label={LABELS.name} error={errors.name?.message}>
        {(aria) => <Input autoComplete="off" {...aria} {...register('name')} />}
      </FormField>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <FormField
            id={fieldId('phone')}
            label={LABELS.phone}
            description="A mobile number. Without a country code it is read as a number of the occasion's country."
            error={fieldState.error?.message}
          >
            {(aria) => (
              <PhoneInput
                id={aria.id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                defaultCountry={occasion.defaultCountry}
                invalid={aria['aria-invalid']}
                describedBy={aria['aria-describedby']}
              />
            )}
          </FormField>
        )}
      />
      <FormField id={fieldId('email')} label={LABELS.email} error={errors.email?.message}>
        {(aria) => (
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            {...aria}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('pledge')}
        label={`${LABELS.pledge} (${occasion.currency})`}
        description="What the member promised, such as 1,500 or 1500.50. Leave it empty if they have not pledged yet."
        error={errors.pledge?.message}
      >
        {(aria) => <AmountInput {...aria} {...register('pledge')} />}
      </FormField>
      <FormField id={fieldId('notes')} label={LABELS.notes} error={errors.notes?.message}>
        {(aria) => <Textarea rows={3} {...aria} {...register('notes')} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {member ? 'Save member' : 'Add member'}
        </Button>
      </DialogFooter>
    </form>
  );
}
