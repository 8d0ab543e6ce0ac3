import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  AUDIENCE_NAMES,
  AUDIENCES,
  createMessageTemplateInputSchema,
  isAudienceField,
  MESSAGE_CHANNELS,
  TEMPLATE_LIMITS,
  templatePlaceholders,
  type AudienceName,
  type MessageChannel,
  type MessageTemplate,
} from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { saveVersioned } from '@/components/forms/save-versioned';
import { FormField, setServerFieldErrors } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateMessageTemplate } from '../api/create-message-template';
import { useUpdateMessageTemplate } from '../api/update-message-template';
import { CHANNEL_LABELS } from '../lib/channel-labels';
import { TemplatePreview } from './template-preview';

type FormValues = {
  name: string;
  channel: MessageChannel;
  audience: AudienceName;
  subject: string;
  body: string;
  html: string;
};
type FormOutput = z.output<typeof createMessageTemplateInputSchema>;

const FIELD_NAMES = ['name', 'channel', 'audience', 'subject', 'body', 'html'] as const;

const schemaResolver = zodResolver(createMessageTemplateInputSchema) as unknown as Resolver<
  FormValues,
  unknown,
  FormOutput
>;

/** The parts an SMS has no place for are hidden, not sent: what was typed there before switching is dropped. */
const resolver: Resolver<FormValues, unknown, FormOutput> = (values, context, options) =>
  schemaResolver(
    values.channel === 'sms' ? { ...values, subject: '', html: '' } : values,
    context,
    options,
  );

const defaultsOf = (
  template: MessageTemplate | undefined,
  defaultAudience: AudienceName,
): FormValues => ({
  name: template?.name ?? '',
  channel: template?.channel ?? 'sms',
  audience: template?.audience ?? defaultAudience,
  subject: template?.subject ?? '',
  body: template?.body ?? '',
  html: template?.html ?? '',
});

export type TemplateFormProps = {
  /** The template to edit; a new one without it. */
  template?: MessageTemplate;
  /** Whom a new template speaks to until the user picks (guests unless given). */
  defaultAudience?: AudienceName;
  onSaved: (template: MessageTemplate) => void;
  onCancel: () => void;
};

/**
 * A template's text with a live preview for a sample recipient and, for SMS, what it
 * costs. Channel and audience are chosen once, when the template is created.
 */
export function TemplateForm({
  template,
  defaultAudience = 'event-guests',
  onSaved,
  onCancel,
}: TemplateFormProps) {
  const id = useId();
  const createTemplate = useCreateMessageTemplate();
  const updateTemplate = useUpdateMessageTemplate();
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  /** Fields put in with the buttons: the server maps them to their field on save (0029). */
  const [inserted, setInserted] = useState<ReadonlySet<string>>(new Set());
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: defaultsOf(template, defaultAudience),
  });
  const [channel, audience, subject, body, html] = useWatch({
    control,
    name: ['channel', 'audience', 'subject', 'body', 'html'],
  });
  const bodyField = register('body');

  /** Puts `{field}` where the cursor is in the body (at the end when it is elsewhere). */
  function insertPlaceholder(field: string) {
    const current = getValues('body');
    const element = bodyRef.current;
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const token = `{${field}}`;
    setInserted((before) => new Set(before).add(field));
    setValue('body', current.slice(0, start) + token + current.slice(end), {
      shouldDirty: true,
      shouldValidate: touchedFields.body === true,
    });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const submit = handleSubmit(async (values) => {
    // Only those still in the text: one inserted and then deleted is not used.
    const used = templatePlaceholders({
      subject: values.subject ?? null,
      body: values.body,
      html: values.html ?? null,
    });
    const insertedPlaceholders = used.filter((name) => inserted.has(name));
    await saveVersioned(
      async () => {
        const saved = template
          ? await updateTemplate.mutateAsync({
              id: template.id,
              input: {
                name: values.name,
                subject: values.subject,
                body: values.body,
                html: values.html,
                insertedPlaceholders,
                version: template.version,
              },
            })
          : await createTemplate.mutateAsync({ ...values, insertedPlaceholders });
        toast.success(`Template ${saved.name} ${template ? 'saved' : 'created'}`);
        onSaved(saved);
      },
      {
        onStale: onCancel,
        onRefused: (error) => setServerFieldErrors(error, setError, FIELD_NAMES),
      },
    );
  });

  const bodyLimit = channel === 'sms' ? TEMPLATE_LIMITS.smsBody : TEMPLATE_LIMITS.emailBody;
  const fields = AUDIENCES[audience].fields;
  /** Named before any send: a placeholder that is no field needs a mapping by hand. */
  const notFields = templatePlaceholders({
    subject: subject || null,
    body: body ?? '',
    html: html || null,
  }).filter((name) => !isAudienceField(audience, name));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting}
      className="grid min-w-0 gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <div className="grid min-w-0 content-start gap-4">
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(aria) => <Input autoComplete="off" {...aria} {...register('name')} />}
        </FormField>
        {template ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Channel: </span>
            {CHANNEL_LABELS[template.channel]}
            <span className="ml-4 text-muted-foreground">To: </span>
            {AUDIENCES[template.audience].label}
          </p>
        ) : (
          <div className="flex flex-wrap gap-6">
            <Controller
              control={control}
              name="channel"
              render={({ field }) => (
                <fieldset className="grid gap-2">
                  <legend id={`${id}-channel`} className="mb-2 text-sm font-medium">
                    Channel
                  </legend>
                  <RadioGroup
                    aria-labelledby={`${id}-channel`}
                    value={field.value}
                    onValueChange={(value) => field.onChange(value as MessageChannel)}
                    disabled={isSubmitting}
                    className="flex gap-6"
                  >
                    {MESSAGE_CHANNELS.map((value) => (
                      <div key={value} className="flex items-center gap-2">
                        <RadioGroupItem id={`${id}-channel-${value}`} value={value} />
                        <Label htmlFor={`${id}-channel-${value}`}>{CHANNEL_LABELS[value]}</Label>
                      </div>
                    ))}
                  </RadioGroup>
                </fieldset>
              )}
            />
            <FormField id={`${id}-audience`} label="To" error={errors.audience?.message}>
              {(aria) => (
                <NativeSelect {...aria} {...register('audience')}>
                  {AUDIENCE_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {AUDIENCES[name].label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
        )}
        {channel === 'email' && (
          <FormField id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
            {(aria) => <Input autoComplete="off" {...aria} {...register('subject')} />}
          </FormField>
        )}
        <FormField
          id={`${id}-body`}
          label={channel === 'sms' ? 'Message' : 'Text'}
          error={errors.body?.message}
          description={`A placeholder looks like {${Object.keys(fields)[0]}}; write {{ and }} for a brace. At most ${bodyLimit.toLocaleString('en')} characters.`}
        >
          {(aria) => (
            <Textarea
              rows={channel === 'sms' ? 5 : 10}
              {...aria}
              {...bodyField}
              ref={(element) => {
                bodyField.ref(element);
                bodyRef.current = element;
              }}
            />
          )}
        </FormField>
        <div className="grid gap-2">
          <p id={`${id}-insert`} className="text-sm font-medium">
            Insert a field
          </p>
          <div role="group" aria-labelledby={`${id}-insert`} className="flex flex-wrap gap-1.5">
            {Object.entries(fields).map(([field, label]) => (
              <Button
                key={field}
                type="button"
                variant="outline"
                size="sm"
                title={`{${field}}`}
                onClick={() => insertPlaceholder(field)}
              >
                {label}
              </Button>
            ))}
          </div>
          {notFields.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Not a field, so map {notFields.length === 1 ? 'it' : 'them'} on the template’s page
              before sending: {notFields.map((name) => `{${name}}`).join(', ')}
            </p>
          )}
        </div>
        {channel === 'email' && (
          <FormField
            id={`${id}-html`}
            label="HTML version (optional)"
            error={errors.html?.message}
            description="Sent alongside the text to mail programs that show HTML; the same placeholders work here."
          >
            {(aria) => <Textarea rows={6} className="font-mono" {...aria} {...register('html')} />}
          </FormField>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner className="size-4" />}
            {template ? 'Save template' : 'Create template'}
          </Button>
        </div>
      </div>
      <TemplatePreview
        channel={channel}
        audience={audience}
        subject={channel === 'email' ? subject : null}
        body={body}
        html={channel === 'email' && html ? html : null}
      />
    </form>
  );
}
