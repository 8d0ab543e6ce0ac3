import { useCallback } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Member, Occasion } from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { PhoneField } from '@/components/forms/phone-field';
import { usePhoneRules } from '@/entities/installation';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { useCreateMember } from '../api/create-member';
import { getMember } from '@/entities/pledges';
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
import { InputField, MoneyField, TextareaField } from '@/components/forms/input-field';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { useFormFields } from '@/components/forms/use-form-fields';

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={member ? `Edit ${member.name}` : 'Add a member'}
      description={
        <>
          {member ? `A member of ${occasion.name}.` : `A new member of ${occasion.name}.`} Reminders
          go by SMS, so the phone number must be a mobile one.
        </>
      }
      className="sm:max-w-xl"
    >
      <MemberForm occasion={occasion} member={member} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

type MemberFormProps = { occasion: MemberOccasion; member?: Member; onDone: () => void };

function MemberForm({ occasion, member, onDone }: MemberFormProps) {
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
    formState: { isSubmitting },
  } = form;
  const fields = useFormFields(form);

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
      <InputField label={LABELS.name} autoComplete="off" {...fields.register('name')} />
      <PhoneField
        label={LABELS.phone}
        description="A mobile number. Without a country code it is read as a number of the occasion's country."
        defaultCountry={occasion.defaultCountry}
        {...fields.control('phone')}
      />
      <InputField
        label={LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        {...fields.register('email')}
      />
      <MoneyField
        label={`${LABELS.pledge} (${occasion.currency})`}
        description="What the member promised, such as 1,500 or 1500.50. Leave it empty if they have not pledged yet."
        {...fields.register('pledge')}
      />
      <TextareaField label={LABELS.notes} rows={3} {...fields.register('notes')} />
      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onDone}
        label={member ? 'Save member' : 'Add member'}
      />
    </form>
  );
}
