import type { GuestImportField, GuestImportOnExisting } from '@karamu/shared';
import type { SheetUpload } from '@/components/sheet-import/upload-config';

export const guestImportEndpoint = (eventId: string) => `/events/${eventId}/guests/import`;

/** A guest import call: the file and options every import has, the event and `onExisting`. */
export type GuestImportRequest = SheetUpload<GuestImportField> & {
  eventId: string;
  onExisting: GuestImportOnExisting;
};

export const guestImportOptions = (request: GuestImportRequest) => ({
  onExisting: request.onExisting,
});
