import { useState } from 'react';
import { Plus } from 'lucide-react';
import {
  CONTRIBUTION_METHOD_LABELS,
  CONTRIBUTION_METHODS,
  formatMinorUnits,
  hasPrivilege,
  heldPrivileges,
  type Contribution,
} from '@karamu/shared';
import { DataTable, type DataTableFilter } from '@/components/data-table';
import { DeleteRecordDialog } from '@/components/delete-record-dialog';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/entities/session';
import { useAllMemberChoices, useOccasionChoices } from '@/entities/pledges';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getBrowserTimeZone } from '@/lib/browser-time-zone';
import { useDeleteContribution } from '../api/delete-contribution';
import { CONTRIBUTIONS_ENDPOINT, contributionKeys } from '../api/get-contributions';
import { CONTRIBUTION_COLUMNS } from './contribution-columns';
import { EditContributionDialog, NewContributionDialog } from './contribution-dialogs';

const NOUN = { one: 'contribution', other: 'contributions' };

const METHOD_FILTER: DataTableFilter = {
  kind: 'options',
  field: 'method',
  label: 'Method',
  multiple: true,
  options: CONTRIBUTION_METHODS.map((value) => ({
    value,
    label: CONTRIBUTION_METHOD_LABELS[value],
  })),
};

/** The delete dialog names a contribution by its amount and who paid it. */
const describe = (c: Contribution) => ({
  id: c.id,
  name: `${formatMinorUnits(c.amountMinor, c.currency)} from ${c.memberName}`,
});

/** `contributions`: every contribution in the reader's scope; recording, correcting and deleting them. */
export function ContributionsPage() {
  useDocumentTitle('Contributions');
  const held = heldPrivileges(useCurrentUser());
  const may = {
    readOccasions: hasPrivilege(held, 'READ_OCCASIONS'),
    readMembers: hasPrivilege(held, 'READ_MEMBERS'),
    add: hasPrivilege(held, 'ADD_CONTRIBUTIONS'),
    update: hasPrivilege(held, 'UPDATE_CONTRIBUTIONS'),
    delete: hasPrivilege(held, 'DELETE_CONTRIBUTIONS'),
  };
  // Choosing where a contribution goes lists occasions and their members.
  const mayRecord = may.add && may.readOccasions && may.readMembers;
  const occasions = useOccasionChoices({ enabled: may.readOccasions });
  const members = useAllMemberChoices({ enabled: may.readMembers });
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState<Contribution | null>(null);
  const [deleting, setDeleting] = useState<Contribution | null>(null);
  const removeContribution = useDeleteContribution();

  const filters: DataTableFilter[] = [
    ...(may.readOccasions
      ? [
          {
            kind: 'options' as const,
            field: 'occasionId',
            label: 'Occasion',
            multiple: true,
            options: (occasions.data ?? []).map((o) => ({ value: o.id, label: o.name })),
          },
        ]
      : []),
    ...(may.readMembers
      ? [
          {
            kind: 'options' as const,
            field: 'memberId',
            label: 'Member',
            multiple: true,
            options: (members.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.name} (${m.occasionName})`,
            })),
          },
        ]
      : []),
    METHOD_FILTER,
    { kind: 'date-range', field: 'paidAt', label: 'Paid on' },
  ];

  // Dates are typed in the occasion's zone; the reader's own when the occasion is not listed.
  const zoneOf = (occasionId: string) =>
    occasions.data?.find((o) => o.id === occasionId)?.timeZone ?? getBrowserTimeZone();

  return (
    <section aria-labelledby="contributions-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <h1
            id="contributions-title"
            className="text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            Contributions
          </h1>
          <p className="text-muted-foreground">
            Money members handed over, of every occasion you work on.
          </p>
        </div>
        {mayRecord && (
          <Button onClick={() => setRecording(true)}>
            <Plus aria-hidden="true" />
            Record contribution
          </Button>
        )}
      </div>
      <DataTable<Contribution>
        label="Contributions"
        noun={NOUN}
        queryKey={contributionKeys.lists()}
        endpoint={CONTRIBUTIONS_ENDPOINT}
        columns={CONTRIBUTION_COLUMNS}
        filters={filters}
        getRowId={(c) => c.id}
        searchConfig={{ searchFields: ['memberName', 'reference'] }}
        defaultSort="-paidAt"
        defaultPageSize={50}
        rowActions={
          may.update || may.delete
            ? (c) => (
                <RowActionsMenu
                  name={describe(c).name}
                  onEdit={may.update ? () => setEditing(c) : undefined}
                  onDelete={may.delete ? () => setDeleting(c) : undefined}
                />
              )
            : undefined
        }
      />
      <NewContributionDialog open={recording} onOpenChange={setRecording} />
      <EditContributionDialog
        contribution={editing}
        timeZone={editing ? zoneOf(editing.occasionId) : getBrowserTimeZone()}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <DeleteRecordDialog
        record={deleting && describe(deleting)}
        noun="contribution"
        consequence="The member's paid amount and balance, and the occasion's totals, change with it."
        remove={removeContribution}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  );
}
