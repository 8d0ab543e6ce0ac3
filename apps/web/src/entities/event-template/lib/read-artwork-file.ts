import {
  ARTWORK_MESSAGES,
  EVENT_TEMPLATE_ARTWORK_MAX_BYTES,
  EVENT_TEMPLATE_UPLOAD_TYPES,
} from '@karamu/shared';

const ACCEPTED: ReadonlySet<string> = new Set(EVENT_TEMPLATE_UPLOAD_TYPES);
export const ARTWORK_ACCEPT = EVENT_TEMPLATE_UPLOAD_TYPES.join(',');

/** Why a chosen file cannot be uploaded, or undefined when it can. */
export function checkArtworkFile(file: File): string | undefined {
  if (!ACCEPTED.has(file.type)) return ARTWORK_MESSAGES.type;
  if (file.size > EVENT_TEMPLATE_ARTWORK_MAX_BYTES) return ARTWORK_MESSAGES.tooLarge;
  if (file.size === 0) return ARTWORK_MESSAGES.required;
  return undefined;
}

/** The file as a `data:` URL, the form the API takes artwork in. */
export function readArtworkFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
