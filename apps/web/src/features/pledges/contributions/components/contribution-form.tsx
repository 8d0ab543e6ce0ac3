import { useCallback, useId, type ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  CONTRIBUTION_METHOD_LABELS,
  CONTRIBUTION_METHODS,
  formatMinorUnits,
  type Contribution,
} from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type MemberChoice } from '@/entities/pledges';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { getZonedToday } from '@/lib/zoned-time';
import { useCreateContribution } from '../api/create-contribution';
import { getContribution } from '../api/get-contributions';
import { useUpdateContribution } from '../api/update-contribution';
import {
  buildContributionFormSchema,
  CONTRIBUTION_FORM_LABELS as LABELS,
  diffContribution,
  getNewContributionValues,
  toContributionFormValues,
  type ContributionFormOutput,
  type ContributionFormValues,
} from '../lib/contribution-form-schema';
import { InputField, MoneyField, TextareaField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { FormButtons } from '@/components/forms/form-dialog';
import { useFormFields } from '@/components/forms/use-form-fields';

/** The server's field names and the form's fields they belong under. */
const SERVER_FIELDS: Readonly<Record<string, keyof ContributionFormValues>> = {
  memberId: 'memberId',
  amountMinor: 'amount',
  paidAt: 'day',
  method: 'method',
  reference: 'reference',
  notes: 'notes',
};

/** The occasion a contribution counts towards: its amounts' currency and its clocks' zone. */
export type ContributionOccasion = { currency: string; timeZone: string };

export type ContributionFormProps = {
  occasion: ContributionOccasion;
  /**
   * Who paid: one member (shown, not asked), the occasion's members to choose from, or,
   * for an edit, the contribution itself.
   */
  from:
    | { kind: 'member'; member: Pick<MemberChoice, 'id' | 'name'> }
    | { kind: 'choose'; members: readonly MemberChoice[] }
    | { kind: 'edit'; contribution: Contribution };
  onDone: () => void;
  /** The clock for "paid now" and "not in the future"; tests set it. */
  now?: () => Date;
};

/** Records a contribution, or edits one: amount, date paid, method, reference, notes. */
export function ContributionForm({ occasion, from, onDone, now }: ContributionFormProps) {
  const id = useId();
  // The date and time are read in the occasion's zone: both inputs say so.
  const zoneNoteId = `${id}-zone`;
  const describedWithZone = (describedBy: string | undefined) =>
    [describedBy, zoneNoteId].filter(Boolean).join(' ');
  const { currency, timeZone } = occasion;
  const createContribution = useCreateContribution();
  const updateContribution = useUpdateContribution();
  const resolver = useCallback(
    () =>
      zodResolver(
        buildContributionFormSchema({ currency, timeZone, ...(now ? { now } : {}) }),
      ) as Resolver<ContributionFormValues, unknown, ContributionFormOutput>,
    [currency, timeZone, now],
  );
  const { form, baseline, stale, submit } = useVersionedForm({
    record: from.kind === 'edit' ? from.contribution : undefined,
    toValues: (contribution) => toContributionFormValues(contribution, timeZone),
    newValues: () =>
      getNewContributionValues(from.kind === 'member' ? from.member.id : '', timeZone, now?.()),
    resolver,
    fetchLatest: (contribution) => getContribution(contribution.id),
    serverFields: SERVER_FIELDS,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const fields = useFormFields(form);

  const onSubmit = submit({
    diff: (contribution, output) => diffContribution(contribution, output, timeZone),
    unchanged: onDone,
    update: async (input, contribution) => {
      await updateContribution.mutateAsync({ id: contribution.id, input });
      toast.success(`Contribution from ${contribution.memberName} saved`);
      onDone();
    },
    create: async (output) => {
      const saved = await createContribution.mutateAsync(output);
      toast.success(
        `${formatMinorUnits(saved.amountMinor, saved.currency)} from ${saved.memberName} recorded`,
      );
      onDone();
    },
  });

  let payer: ReactNode;
  if (from.kind === 'choose') {
    payer = (
      <SelectField label={LABELS.memberId} {...fields.register('memberId')}>
        <option value="">Choose the member</option>
        {from.members.map((member) => (
          <option key={member.id} value={member.id}>
            {`${member.name} (balance ${formatMinorUnits(member.balanceMinor, member.currency)})`}
          </option>
        ))}
      </SelectField>
    );
  } else {
    const name = from.kind === 'member' ? from.member.name : from.contribution.memberName;
    payer = (
      <p className="text-sm">
        <span className="text-muted-foreground">From: </span>
        <span className="font-medium">{name}</span>
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      {payer}
      <MoneyField
        label={`${LABELS.amount} (${currency})`}
        description="Such as 1,500 or 1500.50."
        {...fields.register('amount')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id={fields.id('day')} label={LABELS.day} error={errors.day?.message}>
          {(aria) => (
            <Input
              type="date"
              max={getZonedToday(timeZone, now?.())}
              {...aria}
              aria-describedby={describedWithZone(aria['aria-describedby'])}
              {...register('day')}
            />
          )}
        </FormField>
        <FormField id={fields.id('time')} label={LABELS.time} error={errors.time?.message}>
          {(aria) => (
            <Input
              type="time"
              {...aria}
              aria-describedby={describedWithZone(aria['aria-describedby'])}
              {...register('time')}
            />
          )}
        </FormField>
        <p id={zoneNoteId} className="-mt-2 text-sm text-muted-foreground sm:col-span-2">
          As clocks in {timeZone} read them, the occasion&apos;s time zone.
        </p>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField label={LABELS.method} {...fields.register('method')}>
          {CONTRIBUTION_METHODS.map((method) => (
            <option key={method} value={method}>
              {CONTRIBUTION_METHOD_LABELS[method]}
            </option>
          ))}
        </SelectField>
        <InputField
          label={LABELS.reference}
          autoComplete="off"
          placeholder="Receipt or transaction code"
          {...fields.register('reference')}
        />
      </div>
      <TextareaField label={LABELS.notes} rows={2} {...fields.register('notes')} />
      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onDone}
        label={baseline ? 'Save contribution' : 'Record contribution'}
      />
    </form>
  );
}
