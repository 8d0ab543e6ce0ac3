import {
  SHEET_IMPORT_CONTENT_TYPES,
  type GuestImportMapping,
  type GuestImportOnExisting,
  type SheetImportOnInvalid,
} from '@karamu/shared';

export const guestImportEndpoint = (eventId: string) => `/events/${eventId}/guests/import`;

/** Reading and writing 100,000 rows takes longer than the client's usual 30 s. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

export type UploadProgress = { loaded: number; total: number };

export type GuestImportRequest = {
  eventId: string;
  file: File;
  mapping?: GuestImportMapping;
  onExisting: GuestImportOnExisting;
  onInvalid: SheetImportOnInvalid;
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The server tells CSV from XLSX by the bytes; the type only has to be one it accepts. */
function contentTypeOf(file: File): string {
  return /\.xlsx$/i.test(file.name)
    ? SHEET_IMPORT_CONTENT_TYPES.xlsx
    : SHEET_IMPORT_CONTENT_TYPES.csv;
}

function importParams(request: GuestImportRequest, dryRun: boolean): URLSearchParams {
  const params = new URLSearchParams({
    dryRun: String(dryRun),
    onExisting: request.onExisting,
    onInvalid: request.onInvalid,
    fileName: request.file.name.slice(0, 255),
  });
  if (request.mapping) params.set('mapping', JSON.stringify(request.mapping));
  return params;
}

export function uploadConfig(request: GuestImportRequest, dryRun: boolean) {
  return {
    params: importParams(request, dryRun),
    headers: { 'Content-Type': contentTypeOf(request.file) },
    timeout: IMPORT_TIMEOUT_MS,
    signal: request.signal,
    onUploadProgress: (event: { loaded: number; total?: number }) =>
      request.onUploadProgress?.({ loaded: event.loaded, total: event.total ?? request.file.size }),
  };
}
