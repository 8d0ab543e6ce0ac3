import { toast } from 'sonner';
import {
  formatMinorUnits,
  MEMBER_IMPORT_FIELD_LABELS,
  MEMBER_IMPORT_FIELDS,
  type MemberImportField,
  type Occasion,
} from '@karamu/shared';
import { ImportReportView } from '@/components/sheet-import/import-report';
import { plural, SheetImportWizard } from '@/components/sheet-import/sheet-import-wizard';
import { useSheetImport } from '@/components/sheet-import/use-sheet-import';
import { occasionPath } from '@/entities/pledges';
import { useImportMembers, usePreviewMembersImport } from '../api/import-members';

const hintsFor = (occasion: Occasion): Partial<Record<MemberImportField, string>> => ({
  name: 'Required',
  phone: `Mobile numbers; written without + they are read as ${occasion.defaultCountry} numbers`,
  pledged: `In ${occasion.currency}, for example 1,500`,
  paid: `In ${occasion.currency}: recorded as one contribution each`,
});

/**
 * The body of `occasions/:id/import` (issue 18; the page gives the heading): an occasion's members, with what each pledged and
 * has already paid, from a CSV or XLSX file. Every row is checked first (phones in the
 * occasion's country, amounts in its currency, phones repeated or already a member's);
 * the import then writes all the members and their contributions, or nothing.
 */
export function MembersImport({ occasion }: { occasion: Occasion }) {
  const preview = usePreviewMembersImport();
  const runImport = useImportMembers();
  const money = (minor: number) => formatMinorUnits(minor, occasion.currency);
  const wizard = useSheetImport({
    preview: (upload) => preview.mutateAsync({ ...upload, occasionId: occasion.id }),
    commit: (upload) => runImport.mutateAsync({ ...upload, occasionId: occasion.id }),
    importing: 'Importing the members (all or nothing)',
    onImported: (done) => toast.success(`${plural(done.created, 'member', 'members')} imported`),
  });

  return (
    <div className="grid min-w-0 gap-6">
      <p className="text-muted-foreground">
        Into {occasion.name}. Numbers written without + are read as {occasion.defaultCountry}{' '}
        numbers; amounts are in {occasion.currency}.
      </p>

      <SheetImportWizard
        wizard={wizard}
        fields={MEMBER_IMPORT_FIELDS}
        fieldLabels={MEMBER_IMPORT_FIELD_LABELS}
        fieldHints={hintsFor(occasion)}
        requiredField="name"
        records="members"
        exampleColumns="Name, Phone, Pledged, Paid"
        mapTitle="Match the file’s columns to member fields"
        nameMissing="Choose the column that holds the members’ names."
        readyLine={(result) => (
          <>
            {plural(result.rows, 'row', 'rows')} read: {plural(result.valid, 'is', 'are')} ready
            {wizard.problemRows > 0 &&
              `, ${plural(wizard.problemRows, 'row has', 'rows have')} problems`}
            .
          </>
        )}
        outcome={(result) => (
          <>
            The import will add {plural(result.outcome.created, 'member', 'members')} who pledged{' '}
            {money(result.outcome.pledgedMinor)}, record{' '}
            {plural(result.outcome.contributions, 'contribution', 'contributions')} of{' '}
            {money(result.outcome.paidMinor)} already paid, and skip{' '}
            {plural(wizard.problemRows, 'row', 'rows')}. It writes everything or nothing.
          </>
        )}
        importLabel={(result) => `Import ${plural(result.outcome.created, 'member', 'members')}`}
        writesNothing={(result) => result.outcome.created === 0}
        report={(report) => (
          <ImportReportView
            figures={[
              ['Members added', report.created.toLocaleString('en')],
              ['Rows skipped', report.skipped.toLocaleString('en')],
              ['Pledged', money(report.pledgedMinor)],
              ['Already paid', money(report.paidMinor)],
              ['Contributions', report.contributions.toLocaleString('en')],
            ]}
            summary={`${plural(report.created, 'member', 'members')} added with ${plural(report.contributions, 'contribution', 'contributions')} of ${money(report.paidMinor)}, and ${plural(report.skipped, 'row', 'rows')} skipped, from ${plural(report.rows, 'row', 'rows')}.`}
            back={{ to: occasionPath(occasion.id), label: 'Go to the occasion' }}
            onAnother={wizard.reset}
          />
        )}
      />
    </div>
  );
}
