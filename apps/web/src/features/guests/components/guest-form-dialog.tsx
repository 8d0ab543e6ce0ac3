import { useCallback, useId } from 'react';
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
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useBundles } from '@/entities/event-prices';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{guest ? `Edit ${guest.name}` : 'Add a guest'}</DialogTitle>
          <DialogDescription>
            {guest ? `A guest of ${event.name}.` : `A new guest of ${event.name}.`} Invitations go
            by SMS, so the phone number must be a mobile one.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <GuestForm
            event={event}
            guest={guest}
            onDone={() => onOpenChange(false)}
            onSaved={onSaved}
            mayReadBundles={mayReadBundles}
          />
        )}
      </DialogContent>
    </Dialog>
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
  const id = useId();
  const fieldId = (name: keyof GuestFormValues) => `${id}-${name}`;
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
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

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
      <FormField id={fieldId('name')} label={LABELS.name} error={errors.name?.message}>
        {(aria) => <Input autoComplete="off" {...aria} {...register('name')} />}
      </FormField>
      <PhoneField
        control={control}
        name="phone"
        id={fieldId('phone')}
        label={LABELS.phone}
        description="A mobile number. Without a country code it is read as a number of the event's country."
        defaultCountry={event.defaultCountry}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fieldId('cardType')}
          label={LABELS.cardType}
          error={errors.cardType?.message}
        >
          {(aria) => (
            <NativeSelect {...aria} {...register('cardType')} className="h-10 w-full">
              {CARD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CARD_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId('admissions')}
          label={LABELS.admissions}
          description="How many people the card admits."
          error={errors.admissions?.message}
        >
          {(aria) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...aria}
              {...register('admissions')}
            />
          )}
        </FormField>
        {/* Only events with bundles ask: a guest on one owes its price, not the card's (0047). */}
        {(bundles.length > 0 || guest?.bundleId) && (
          <FormField
            id={fieldId('bundleId')}
            label={LABELS.bundleId}
            description="A guest on a bundle owes its price instead of their card type's."
            error={errors.bundleId?.message}
            className="sm:col-span-2"
          >
            {(aria) => (
              <NativeSelect {...aria} {...register('bundleId')} className="h-10 w-full">
                <option value="">None: the card type&apos;s price</option>
                {guest?.bundleId && !bundles.some((b) => b.id === guest.bundleId) && (
                  <option value={guest.bundleId}>{guest.bundleName}</option>
                )}
                {bundles.map((bundle) => (
                  <option key={bundle.id} value={bundle.id}>
                    {`${bundle.name} · ${formatMinorUnits(bundle.amountMinor, bundle.currency)}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <FormField
          id={fieldId('rsvpStatus')}
          label={LABELS.rsvpStatus}
          error={errors.rsvpStatus?.message}
        >
          {(aria) => (
            <NativeSelect {...aria} {...register('rsvpStatus')} className="h-10 w-full">
              {RSVP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {RSVP_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={fieldId('rsvpCount')}
          label={LABELS.rsvpCount}
          description="Optional: how many of them said they will come."
          error={errors.rsvpCount?.message}
        >
          {(aria) => (
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...aria}
              {...register('rsvpCount')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={fieldId('tableName')}
        label={LABELS.tableName}
        error={errors.tableName?.message}
      >
        {(aria) => <Input autoComplete="off" {...aria} {...register('tableName')} />}
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
          {guest ? 'Save guest' : 'Add guest'}
        </Button>
      </DialogFooter>
    </form>
  );
}
