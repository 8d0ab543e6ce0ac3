import {
  resolvePlaceholderValues,
  suggestedField,
  type AudienceName,
  type TemplateMapping,
} from '@karamu/shared';
import { SAMPLE_RECIPIENTS } from './sample-recipients';

/**
 * The sample recipient's value of each placeholder: through its mapping when it has one
 * (fallbacks included), else through the same-named field a mapping would suggest. A
 * placeholder with neither gets no value, and the preview shows it as still to be mapped.
 */
export function previewValues(
  audience: AudienceName,
  placeholders: readonly string[],
  mappings: readonly TemplateMapping[] = [],
): Record<string, string> {
  const mapped = new Set(mappings.map((m) => m.placeholder));
  const suggested = placeholders.flatMap((placeholder) => {
    const field = mapped.has(placeholder) ? undefined : suggestedField(audience, placeholder);
    return field ? [{ placeholder, field, fallback: null }] : [];
  });
  const sample: Readonly<Record<string, string>> = SAMPLE_RECIPIENTS[audience].fields;
  return resolvePlaceholderValues([...mappings, ...suggested], sample);
}
