import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import {
  EVENTS_DASHBOARD,
  GUEST_IMPORT_FIELD_LABELS,
  GUEST_IMPORT_FIELDS,
  type GuestImportField,
  type GuestImportOnExisting,
  type GuestImportPreview,
} from '@karamu/shared';
import { BackLink } from '@/components/back-link';
import { ImportReportView } from '@/components/sheet-import/import-report';
import { plural, SheetImportWizard } from '@/components/sheet-import/sheet-import-wizard';
import { useSheetImport } from '@/components/sheet-import/use-sheet-import';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useEvent } from '@/entities/event';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { GuestExportButton } from '@/entities/guest';
import { useImportGuests } from '../api/import-guests';
import { usePreviewGuestImport } from '../api/preview-guest-import';

const HINTS: Partial<Record<GuestImportField, string>> = {
  name: 'Required',
  phone: 'Mobile numbers; written without + they are read in the event’s country',
  cardType: 'single, double or family',
  admissions: 'How many people the card admits',
  rsvpStatus: 'pending, accepted or declined',
};

/**
 * `events/:id/guests/import`: import guests from a CSV or XLSX file, and export them. Under
 * the event's guests, where organisers look for it (issue 29), and back to them.
 */
export function GuestImportPage() {
  const { id: eventId = '' } = useParams();
  const event = useEvent(eventId);
  const guestsPath = `${EVENTS_DASHBOARD.base}/events/${eventId}?tab=guests`;
  useDocumentTitle(event.data ? `Import guests · ${event.data.name}` : 'Import guests');

  const preview = usePreviewGuestImport();
  const runImport = useImportGuests();
  const [onExisting, setOnExisting] = useState<GuestImportOnExisting>('skip');
  const wizard = useSheetImport({
    preview: (upload) => preview.mutateAsync({ ...upload, eventId, onExisting }),
    commit: (upload) => runImport.mutateAsync({ ...upload, eventId, onExisting }),
    importing: 'Importing the guests (all or nothing)',
    onImported: (done) =>
      toast.success(`${plural(done.created + done.updated, 'guest', 'guests')} imported`),
  });
  const working = wizard.busy !== null;

  const outcomeOf = (result: GuestImportPreview) => ({
    created: result.valid - result.existing,
    updated: onExisting === 'update' ? result.existing : 0,
    skipped: (onExisting === 'skip' ? result.existing : 0) + wizard.problemRows,
  });

  return (
    <div className="grid min-w-0 gap-6">
      <BackLink to={guestsPath}>{event.data ? `Guests of ${event.data.name}` : 'Guests'}</BackLink>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Import guests</h1>
          <p className="text-muted-foreground">
            {event.data
              ? `Into ${event.data.name}. Numbers written without + are read as ${event.data.defaultCountry} numbers.`
              : 'From a CSV file or an Excel workbook.'}
          </p>
        </div>
        <GuestExportButton eventId={eventId} />
      </header>

      <SheetImportWizard
        wizard={wizard}
        fields={GUEST_IMPORT_FIELDS}
        fieldLabels={GUEST_IMPORT_FIELD_LABELS}
        fieldHints={HINTS}
        requiredField="name"
        records="guests"
        exampleColumns="Name, Phone, Email, Table"
        mapTitle="Match the file’s columns to guest fields"
        nameMissing="Choose the column that holds the guests’ names."
        readyLine={(result) => (
          <>
            {plural(result.rows, 'row', 'rows')} read: {plural(result.valid, 'is', 'are')} ready
            {wizard.problemRows > 0 &&
              `, ${plural(wizard.problemRows, 'row has', 'rows have')} problems`}
            {result.existing > 0 &&
              `, ${plural(result.existing, 'matches a guest', 'match guests')} already in this event`}
            .
          </>
        )}
        options={(result) =>
          result.existing > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-2 font-medium">
                {plural(result.existing, 'row has', 'rows have')} the phone number of a guest
                already in this event
              </legend>
              <RadioGroup
                value={onExisting}
                onValueChange={(value) => setOnExisting(value as GuestImportOnExisting)}
                disabled={working}
              >
                <div className="flex items-center gap-2">
                  <RadioGroupItem id="existing-skip" value="skip" />
                  <Label htmlFor="existing-skip">Skip them: keep those guests as they are</Label>
                </div>
                <div className="flex items-center gap-2">
                  <RadioGroupItem id="existing-update" value="update" />
                  <Label htmlFor="existing-update">
                    Update them with the file’s values (blank cells keep what the guest has)
                  </Label>
                </div>
              </RadioGroup>
            </fieldset>
          )
        }
        outcome={(result) => {
          const outcome = outcomeOf(result);
          return (
            <>
              The import will create {plural(outcome.created, 'guest', 'guests')}, update{' '}
              {plural(outcome.updated, 'guest', 'guests')} and skip{' '}
              {plural(outcome.skipped, 'row', 'rows')}. It writes everything or nothing.
            </>
          );
        }}
        importLabel={(result) => {
          const outcome = outcomeOf(result);
          return `Import ${plural(outcome.created + outcome.updated, 'guest', 'guests')}`;
        }}
        writesNothing={(result) => {
          const outcome = outcomeOf(result);
          return outcome.created === 0 && outcome.updated === 0;
        }}
        report={(report) => (
          <ImportReportView
            figures={[
              ['Created', report.created.toLocaleString('en')],
              ['Updated', report.updated.toLocaleString('en')],
              ['Skipped', report.skipped.toLocaleString('en')],
            ]}
            summary={`${plural(report.created, 'guest', 'guests')} created, ${plural(report.updated, 'guest', 'guests')} updated and ${plural(report.skipped, 'row', 'rows')} skipped, from ${plural(report.rows, 'row', 'rows')}.`}
            back={{ to: guestsPath, label: 'Go to the event’s guests' }}
            onAnother={wizard.reset}
          />
        )}
      />
    </div>
  );
}
