import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  buildFormSchema,
  formatPhoneInternational,
  type FormFieldDefinition,
  type FormInput,
  type FormValues,
  type Profile,
  userEmailSchema,
} from '@karamu/shared';
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
 * typed. The e-mail address is not a dynamic field type, hence this form of its own; it
 * checks with the schema the server uses. The default country is the installation's.
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
  z.object({ email: userEmailSchema }),
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
  // One default country, the installation's (issue 29): Settings has no second one here.
  const installationCountry = useDefaultCountry();
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
    },
  });

  const submit = handleSubmit((values) => {
    // A stale version refetches the profile, and the form starts again from it.
    return saveVersioned(
      async () => {
        await updateProfile.mutateAsync({
          name: asText(values.name),
          phone: asText(values.phone) || null,
          email: asText(values.email) || null,
          version: profile.version,
        });
        toast.success('Profile saved');
      },
      {
        onRefused: (error) => setServerFieldErrors(error, setError, ['name', 'phone', 'email']),
      },
    );
  });

  const phoneLabelId = `${id}-phone-label`;
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
          defaultPhoneCountry={installationCountry}
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
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting && <Spinner className="size-4" />}
        {isSubmitting ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  );
}
