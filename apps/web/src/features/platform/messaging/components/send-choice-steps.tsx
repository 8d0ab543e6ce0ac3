import { useId } from 'react';
import { Link } from 'react-router';
import { formatDisplayDate } from '@karamu/shared';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ContextChoice } from '@/entities/messaging';
import { getErrorMessage } from '@/lib/get-error-message';
import { withReturnPath } from '@/lib/return-path';
import type { TemplateChoice } from '../api/get-templates';
import { CHANNEL_LABELS } from '../lib/message-status';
import { SendStep } from './send-step';

/** A list the sender chooses from, as its query has it. */
type Choices<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: readonly T[];
};

/** Step 1: the event or occasion the send is for. */
export function ContextStep({
  contextLabel,
  contexts,
  value,
  onChange,
}: {
  contextLabel: string;
  contexts: Choices<ContextChoice>;
  value: string;
  onChange: (contextId: string) => void;
}) {
  const id = useId();
  return (
    <SendStep number={1} title={contextLabel}>
      <div className="grid max-w-md gap-2">
        <Label htmlFor={id}>{contextLabel}</Label>
        <NativeSelect
          id={id}
          value={value}
          disabled={contexts.isPending}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">
            {contexts.isPending ? 'Loading…' : `Choose the ${contextLabel.toLowerCase()}`}
          </option>
          {contexts.data?.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name} · {formatDisplayDate(choice.startsAt)}
            </option>
          ))}
        </NativeSelect>
        {contexts.isError && (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(contexts.error)}
          </p>
        )}
      </div>
    </SendStep>
  );
}

/** Step 2: the template, with a way to write one when the audience has none. */
export function TemplateStep({
  templates,
  value,
  onChange,
  audienceNoun,
  returnTo,
}: {
  templates: Choices<TemplateChoice>;
  value: string;
  onChange: (templateId: string) => void;
  /** Whom the templates are for, e.g. "guests". */
  audienceNoun: string;
  /** Where writing a template comes back to, with the new one chosen: this send. */
  returnTo: string;
}) {
  const id = useId();
  const template = templates.data?.find((t) => t.id === value);
  return (
    <SendStep number={2} title="Template">
      <div className="grid max-w-md gap-2">
        <Label htmlFor={id}>Template</Label>
        <NativeSelect
          id={id}
          value={value}
          disabled={templates.isPending}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">
            {templates.isPending ? 'Loading templates…' : 'Choose a template'}
          </option>
          {templates.data?.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name} ({CHANNEL_LABELS[choice.channel]})
            </option>
          ))}
        </NativeSelect>
        {templates.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(templates.error)}
          </p>
        ) : templates.data ? (
          // Always a way to write one, and back here with it chosen: the right one may not exist.
          <p className="text-sm text-muted-foreground">
            {templates.data.length === 0
              ? `There is no template for ${audienceNoun} yet. `
              : 'None of these fits? '}
            <Link
              to={withReturnPath('../templates', returnTo)}
              relative="path"
              className="underline underline-offset-4"
            >
              {templates.data.length === 0 ? 'Write one' : 'Write a new one'}
            </Link>
          </p>
        ) : null}
        {template && (
          <p className="text-sm">
            <span className="text-muted-foreground">Sent by</span>{' '}
            <span className="font-medium">{CHANNEL_LABELS[template.channel]}</span>
          </p>
        )}
      </div>
    </SendStep>
  );
}
