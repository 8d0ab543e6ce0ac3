import { useCallback, useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Member, Occasion } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { PhoneField } from '@/components/forms/phone-field';
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
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { usePhoneRules } from '@/entities/installation';
import { useVersionedForm } from '@/hooks/use-versioned-form';
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
  const extraMobilePrefixes = phoneRules.data?.extraMobilePrefixes;
  const resolver = useCallback(
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
  const { form, stale, submit } = useVersionedForm({
    record: member,
    toValues: toMemberFormValues,
    newValues: () => NEW_MEMBER_VALUES,
    resolver,
    // What the other person saved, so the treasurer can start again from it.
    fetchLatest: (baseline) => getMember(baseline.id),
    serverFields: SERVER_FIELDS,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submit({
    diff: diffMember,
    unchanged: onDone,
    update: async (input, baseline) => {
      const saved = await updateMember.mutateAsync({ id: baseline.id, input });
      toast.success(`${saved.name} saved`);
      onDone();
    },
    create: async (output) => {
      const saved = await createMember.mutateAsync({ occasionId: occasion.id, input: output });
      toast.success(`${saved.name} added`);
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      <FormField id={fieldId('name')} label={LABELS.name} error={errors.name?.message}>
        {(aria) => <Input autoComplete="off" {...aria} {...register('name')} />}
      </FormField>
      <PhoneField
        control={control}
        name="phone"
        id={fieldId('phone')}
        label={LABELS.phone}
        description="A mobile number. Without a country code it is read as a number of the occasion's country."
        defaultCountry={occasion.defaultCountry}
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
