import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  buildFormSchema,
  findCountry,
  formatPhoneInternational,
  type FormFieldDefinition,
  type FormInput,
  type FormValues,
  type Profile,
  userEmailSchema,
} from '@karamu/shared';
import { CountryPicker } from '@/components/forms/country-picker';
import { DynamicField } from '@/components/forms/dynamic-field';
import { saveVersioned } from '@/components/forms/save-versioned';
import { FormField, setServerFieldErrors } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDefaultCountry } from '@/entities/installation';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Name and phone are dynamic-form fields, so they validate with the messages of section
 * 5 ('This field is required', 'Invalid phone number') and the phone formats as it is
 * typed. The e-mail address and the default country are not dynamic field types, hence
 * this form of its own; the e-mail checks with the schema the server uses.
 */
const NAME_FIELD: FormFieldDefinition = {
  name: 'name',
  label: 'Name',
  type: 'text',
  required: true,
};
const PHONE_FIELD: FormFieldDefinition = { name: 'phone', label: 'Phone', type: 'phone' };

const profileFormSchema = z.intersection(
  buildFormSchema([NAME_FIELD, PHONE_FIELD]),
  z.object({ email: userEmailSchema, defaultCountry: z.string() }),
);
const resolver = zodResolver(profileFormSchema) as unknown as Resolver<
  FormInput,
  unknown,
  FormValues
>;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');

export type ProfileFormProps = {
  /** Mount again (key) on a new version: the form then starts from the saved values. */
  profile: Profile;
};

export function ProfileForm({ profile }: ProfileFormProps) {
  const id = useId();
  const updateProfile = useUpdateProfile();
  // The user's own default country first; the installation's only without one.
  const installationCountry = useDefaultCountry({ enabled: !profile.defaultCountry });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver,
    defaultValues: {
      name: profile.name,
      phone: profile.phone ?? '',
      email: profile.email ?? '',
      defaultCountry: profile.defaultCountry ?? '',
    },
  });

  const submit = handleSubmit((values) => {
    const country = asText(values.defaultCountry);
    // A stale version refetches the profile, and the form starts again from it.
    return saveVersioned(
      async () => {
        await updateProfile.mutateAsync({
          name: asText(values.name),
          phone: asText(values.phone) || null,
          email: asText(values.email) || null,
          defaultCountry: country === '' ? null : country,
          version: profile.version,
        });
        toast.success('Profile saved');
      },
      {
        onRefused: (error) =>
          setServerFieldErrors(error, setError, ['name', 'phone', 'email', 'defaultCountry']),
      },
    );
  });

  const phoneLabelId = `${id}-phone-label`;
  const countryLabelId = `${id}-country-label`;
  const countryHintId = `${id}-country-hint`;
  const countryError = errors.defaultCountry?.message;
  return (
    <form noValidate onSubmit={submit} aria-busy={isSubmitting} className="grid gap-5">
      <p className="text-sm">
        <span className="text-muted-foreground">Username: </span>
        <span className="break-all">{profile.username}</span>
      </p>
      <DynamicField field={NAME_FIELD} control={control} controlId={`${id}-name`} />
      {/* A group named by the label, so its country picker is told apart from the other. */}
      <div role="group" aria-labelledby={phoneLabelId} className="grid gap-2">
        <DynamicField
          field={PHONE_FIELD}
          control={control}
          controlId={`${id}-phone`}
          defaultPhoneCountry={profile.defaultCountry ?? installationCountry}
        />
        {profile.phone && (
          <p className="text-sm text-muted-foreground">
            Saved as{' '}
            <span className="whitespace-nowrap">{formatPhoneInternational(profile.phone)}</span>
          </p>
        )}
      </div>
      <FormField
        id={`${id}-email`}
        label="E-mail"
        description="Optional. Test sends of e-mail templates come here."
        error={typeof errors.email?.message === 'string' ? errors.email.message : undefined}
      >
        {(aria) => (
          <Input
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...aria}
            {...register('email')}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="defaultCountry"
        render={({ field }) => (
          <div
            role="group"
            aria-labelledby={countryLabelId}
            aria-describedby={countryHintId}
            className="grid gap-2"
          >
            <span id={countryLabelId} className="text-sm leading-none font-medium">
              Default country
            </span>
            <p id={countryHintId} className="text-sm text-muted-foreground">
              Phone numbers typed without a country code are read as numbers of this country.
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <CountryPicker
                value={asText(field.value)}
                onChange={field.onChange}
                disabled={isSubmitting}
              />
              <span className="text-sm">
                {findCountry(field.value)?.country_name ?? 'None chosen'}
              </span>
              {asText(field.value) !== '' && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => field.onChange('')}
                  disabled={isSubmitting}
                >
                  Clear
                </Button>
              )}
            </div>
            {countryError && <p className="text-sm text-destructive">{countryError}</p>}
          </div>
        )}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
