import { Fragment, useId } from 'react';
import {
  parseTemplate,
  renderHtmlTemplate,
  renderTemplate,
  templatePlaceholders,
  type AudienceName,
  type MessageChannel,
  type TemplateMapping,
} from '@karamu/shared';
import { previewValues } from '../lib/preview-values';
import { SAMPLE_RECIPIENTS } from '../lib/sample-recipients';
import { SmsCounter } from './sms-counter';

export type TemplatePreviewProps = {
  channel: MessageChannel;
  audience: AudienceName;
  subject: string | null;
  body: string;
  html: string | null;
  /** The template's mappings; without them a placeholder named like a field shows that field. */
  mappings?: readonly TemplateMapping[];
};

/** One part of the template with the sample's values marked, and placeholders without one left visible. */
function RenderedText({ text, values }: { text: string; values: Record<string, string> }) {
  return parseTemplate(text).parts.map((part, index) =>
    'text' in part ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : Object.hasOwn(values, part.placeholder) ? (
      <mark key={index} className="rounded-sm bg-primary/10 px-0.5 text-inherit">
        {values[part.placeholder]}
      </mark>
    ) : (
      <span key={index} className="font-mono text-destructive">{`{${part.placeholder}}`}</span>
    ),
  );
}

/** The template as the sample recipient would get it, re-rendered on every keystroke. */
export function TemplatePreview({
  channel,
  audience,
  subject,
  body,
  html,
  mappings,
}: TemplatePreviewProps) {
  const id = useId();
  const placeholders = templatePlaceholders({ subject, body, html });
  const values = previewValues(audience, placeholders, mappings);
  const without = placeholders.filter((name) => !Object.hasOwn(values, name));
  return (
    <section aria-labelledby={`${id}-title`} className="grid content-start gap-3">
      <div>
        <h2 id={`${id}-title`} className="font-semibold">
          Preview
        </h2>
        <p className="text-sm text-muted-foreground">
          As the sample recipient {SAMPLE_RECIPIENTS[audience].name} would get it.
        </p>
      </div>
      {channel === 'email' && (
        <p aria-label="Subject preview" className="text-sm break-words">
          <span className="text-muted-foreground">Subject: </span>
          <RenderedText text={subject ?? ''} values={values} />
        </p>
      )}
      <div
        aria-label="Message preview"
        className="min-h-16 rounded-lg bg-muted px-3 py-2 text-sm wrap-anywhere whitespace-pre-wrap"
      >
        <RenderedText text={body} values={values} />
      </div>
      {channel === 'sms' && <SmsCounter text={renderTemplate(body, values)} />}
      {channel === 'email' && html && (
        // No scripts, forms or navigation: the preview only draws the mail.
        <iframe
          title="HTML preview"
          sandbox=""
          srcDoc={renderHtmlTemplate(html, values)}
          className="h-64 w-full rounded-lg border bg-white"
        />
      )}
      {without.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {without.map((name) => `{${name}}`).join(', ')} {without.length === 1 ? 'has' : 'have'} no
          value here: map {without.length === 1 ? 'it' : 'them'} to a field on the template’s page.
        </p>
      )}
    </section>
  );
}
