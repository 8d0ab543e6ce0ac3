import { useCallback } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  CARD_TYPES,
  formatMinorUnits,
  RSVP_STATUSES,
  type EventRecord,
  type Guest,
} from '@karamu/shared';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { PhoneField } from '@/components/forms/phone-field';
import { useBundles } from '@/entities/prices';
import { usePhoneRules } from '@/entities/installation';
import { useVersionedForm } from '@/hooks/use-versioned-form';
import { useCreateGuest } from '../api/create-guest';
import { getGuest } from '@/entities/guest';
import { useUpdateGuest } from '../api/update-guest';
import {
  buildGuestFormSchema,
  diffGuest,
  NEW_GUEST_VALUES,
  toGuestFormValues,
  type GuestFormOutput,
  type GuestFormValues,
} from '../lib/guest-form-schema';
import { CARD_TYPE_LABELS } from '@/entities/guest';
import { GUEST_FORM_LABELS as LABELS, RSVP_LABELS } from '../lib/guest-labels';
import { InputField, TextareaField } from '@/components/forms/input-field';
import { SelectField } from '@/components/forms/select-field';
import { FormButtons, FormDialog } from '@/components/forms/form-dialog';
import { useFormFields } from '@/components/forms/use-form-fields';

export type GuestEvent = Pick<EventRecord, 'id' | 'name' | 'defaultCountry'>;

export type GuestFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: GuestEvent;
  /** The guest to edit; a new guest without it. */
  guest?: Guest;
  /** After a save: the event's counts change with its guests. */
  onSaved?: (guest: Guest) => void;
  /** READ_BUNDLES: offer the event's bundles (decision 0047). */
  mayReadBundles?: boolean;
};

export function GuestFormDialog({
  open,
  onOpenChange,
  event,
  guest,
  onSaved,
  mayReadBundles = false,
}: GuestFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={guest ? `Edit ${guest.name}` : 'Add a guest'}
      description={
        <>
          {guest ? `A guest of ${event.name}.` : `A new guest of ${event.name}.`} Invitations go by
          SMS, so the phone number must be a mobile one.
        </>
      }
      className="sm:max-w-xl"
    >
      <GuestForm
        event={event}
        guest={guest}
        onDone={() => onOpenChange(false)}
        onSaved={onSaved}
        mayReadBundles={mayReadBundles}
      />
    </FormDialog>
  );
}

type GuestFormProps = {
  event: GuestEvent;
  guest?: Guest;
  onDone: () => void;
  onSaved?: (guest: Guest) => void;
  mayReadBundles: boolean;
};

/** The server's field names are the form's own. */
const SERVER_FIELDS = Object.fromEntries(
  Object.keys(NEW_GUEST_VALUES).map((name) => [name, name as keyof GuestFormValues]),
);

function GuestForm({ event, guest, onDone, onSaved, mayReadBundles }: GuestFormProps) {
  const phoneRules = usePhoneRules();
  const createGuest = useCreateGuest();
  const updateGuest = useUpdateGuest();
  const extraMobilePrefixes = phoneRules.data?.extraMobilePrefixes;
  const bundles = useBundles(event.id, { enabled: mayReadBundles }).data ?? [];
  const resolver = useCallback(
    () =>
      zodResolver(
        buildGuestFormSchema({
          defaultCountry: event.defaultCountry,
          ...(extraMobilePrefixes ? { extraMobilePrefixes } : {}),
        }),
      ) as Resolver<GuestFormValues, unknown, GuestFormOutput>,
    [event.defaultCountry, extraMobilePrefixes],
  );
  const { form, stale, submit } = useVersionedForm({
    record: guest,
    toValues: toGuestFormValues,
    newValues: () => NEW_GUEST_VALUES,
    resolver,
    // What the other person saved, so the organiser can start again from it.
    fetchLatest: (baseline) => getGuest(event.id, baseline.id),
    serverFields: SERVER_FIELDS,
  });
  const {
    formState: { isSubmitting },
  } = form;
  const fields = useFormFields(form);

  const done = (saved: Guest) => {
    onSaved?.(saved);
    onDone();
  };
  const onSubmit = submit({
    diff: diffGuest,
    unchanged: onDone,
    update: async (changes, baseline, output) => {
      const saved = await updateGuest.mutateAsync({
        eventId: event.id,
        guestId: baseline.id,
        // The shared update schema reads an absent table or notes as "clear it", so both
        // always travel; the version check makes sending the unchanged values safe.
        input: { ...changes, tableName: output.tableName, notes: output.notes },
      });
      toast.success(`${saved.name} saved`);
      done(saved);
    },
    create: async (output) => {
      const saved = await createGuest.mutateAsync({ eventId: event.id, input: output });
      toast.success(`${saved.name} added`);
      done(saved);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {stale && <StaleVersionAlert {...stale} />}
      <InputField label={LABELS.name} autoComplete="off" {...fields.register('name')} />
      <PhoneField
        label={LABELS.phone}
        description="A mobile number. Without a country code it is read as a number of the event's country."
        defaultCountry={event.defaultCountry}
        {...fields.control('phone')}
      />
      <InputField
        label={LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        {...fields.register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={LABELS.cardType} {...fields.register('cardType')}>
          {CARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {CARD_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <InputField
          label={LABELS.admissions}
          description="How many people the card admits."
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...fields.register('admissions')}
        />
        {/* Only events with bundles ask: a guest on one owes its price, not the card's (0047). */}
        {(bundles.length > 0 || guest?.bundleId) && (
          <SelectField
            label={LABELS.bundleId}
            description="A guest on a bundle owes its price instead of their card type's."
            className="sm:col-span-2"
            {...fields.register('bundleId')}
          >
            <option value="">None: the card type&apos;s price</option>
            {guest?.bundleId && !bundles.some((b) => b.id === guest.bundleId) && (
              <option value={guest.bundleId}>{guest.bundleName}</option>
            )}
            {bundles.map((bundle) => (
              <option key={bundle.id} value={bundle.id}>
                {`${bundle.name} · ${formatMinorUnits(bundle.amountMinor, bundle.currency)}`}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField label={LABELS.rsvpStatus} {...fields.register('rsvpStatus')}>
          {RSVP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {RSVP_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <InputField
          label={LABELS.rsvpCount}
          description="Optional: how many of them said they will come."
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...fields.register('rsvpCount')}
        />
      </div>
      <InputField label={LABELS.tableName} autoComplete="off" {...fields.register('tableName')} />
      <TextareaField label={LABELS.notes} rows={3} {...fields.register('notes')} />
      <FormButtons
        layout="stack"
        pending={isSubmitting}
        onCancel={onDone}
        label={guest ? 'Save guest' : 'Add guest'}
      />
    </form>
  );
}
