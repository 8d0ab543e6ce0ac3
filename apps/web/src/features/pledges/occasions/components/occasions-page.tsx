import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import {
  formatDisplayDate,
  formatMinorUnits,
  hasPrivilege,
  heldPrivileges,
  type Occasion,
} from '@karamu/shared';
import { DataTable, type DataTableColumn, type DataTableFilter } from '@/components/data-table';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/entities/session';
import { Money, occasionPath } from '@/entities/pledges';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatZonedDay } from '@/lib/zoned-time';
import { OCCASIONS_ENDPOINT, occasionKeys } from '../api/get-occasions';
import { getTargetPercent } from '../lib/target-progress';
import { DeleteOccasionDialog } from './delete-occasion-dialog';
import { OccasionFormDialog } from './occasion-form-dialog';
import { TargetProgress } from './target-progress';

const NOUN = { one: 'occasion', other: 'occasions' };

const amountColumn = (
  id: 'pledgedMinor' | 'paidMinor' | 'balanceMinor',
  header: string,
): DataTableColumn<Occasion> => ({
  id,
  header,
  className: 'text-right',
  cell: (occasion) => <Money minor={occasion[id]} currency={occasion.currency} />,
  csv: (occasion) => formatMinorUnits(occasion[id], occasion.currency),
});

const columns: readonly DataTableColumn<Occasion>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    className: 'min-w-48',
    cell: (occasion) => (
      <Link
        to={occasionPath(occasion.id)}
        className="font-medium underline-offset-4 hover:underline"
      >
        {occasion.name}
      </Link>
    ),
    csv: (occasion) => occasion.name,
  },
  {
    id: 'startsAt',
    header: 'Date',
    sortable: true,
    className: 'min-w-36',
    // The day as it reads where the occasion takes place.
    cell: (occasion) => (
      <span className="whitespace-nowrap">
        {formatZonedDay(occasion.startsAt, occasion.timeZone)}
      </span>
    ),
    csv: (occasion) => formatZonedDay(occasion.startsAt, occasion.timeZone),
  },
  {
    id: 'memberCount',
    header: 'Members',
    hideable: true,
    className: 'text-right',
    cell: (occasion) => <span className="tabular-nums">{occasion.memberCount}</span>,
    csv: (occasion) => occasion.memberCount,
  },
  amountColumn('pledgedMinor', 'Pledged'),
  amountColumn('paidMinor', 'Paid'),
  amountColumn('balanceMinor', 'Balance'),
  {
    id: 'progress',
    header: 'Towards target',
    hideable: true,
    className: 'min-w-40',
    cell: (occasion) => (
      <TargetProgress
        paidMinor={occasion.paidMinor}
        targetMinor={occasion.targetMinor}
        label={`Paid towards the target of ${occasion.name}`}
      />
    ),
    csv: (occasion) => {
      const percent = getTargetPercent(occasion.paidMinor, occasion.targetMinor);
      return percent === null ? '' : `${percent}%`;
    },
  },
  {
    id: 'created',
    header: 'Created',
    sortable: true,
    hideable: true,
    defaultHidden: true,
    cell: (occasion) => formatDisplayDate(occasion.created),
    csv: (occasion) => occasion.created,
  },
];

const FILTERS: readonly DataTableFilter[] = [
  { kind: 'date-range', field: 'startsAt', label: 'Date' },
];

type Editing = { kind: 'create' } | { kind: 'edit'; occasion: Occasion } | null;

/** `occasions`: every occasion in the reader's scope with its totals; creating, editing, deleting. */
export function OccasionsPage() {
  useDocumentTitle('Occasions');
  const held = heldPrivileges(useCurrentUser());
  const may = {
    add: hasPrivilege(held, 'ADD_OCCASIONS'),
    update: hasPrivilege(held, 'UPDATE_OCCASIONS'),
    delete: hasPrivilege(held, 'DELETE_OCCASIONS'),
  };
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Occasion | null>(null);
  const navigate = useNavigate();

  return (
    <section aria-labelledby="occasions-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="occasions-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Occasions
        </h1>
        {may.add && (
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            New occasion
          </Button>
        )}
      </div>
      <DataTable<Occasion>
        label="Occasions"
        noun={NOUN}
        queryKey={occasionKeys.lists()}
        endpoint={OCCASIONS_ENDPOINT}
        columns={columns}
        filters={FILTERS}
        getRowId={(occasion) => occasion.id}
        getRowLabel={(occasion) => occasion.name}
        searchConfig={{ searchFields: ['name'] }}
        defaultSort="startsAt"
        defaultPageSize={20}
        rowActions={
          may.update || may.delete
            ? (occasion) => (
                <RowActionsMenu
                  name={occasion.name}
                  onEdit={may.update ? () => setEditing({ kind: 'edit', occasion }) : undefined}
                  onDelete={may.delete ? () => setDeleting(occasion) : undefined}
                />
              )
            : undefined
        }
        emptyState={
          <div className="grid justify-items-center gap-2">
            <p className="text-muted-foreground">No occasions yet</p>
            {may.add && (
              <Button variant="outline" size="sm" onClick={() => setEditing({ kind: 'create' })}>
                Create the first occasion
              </Button>
            )}
          </div>
        }
      />
      <OccasionFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        occasion={editing?.kind === 'edit' ? editing.occasion : undefined}
        // A new occasion opens on its own page, where its members are added.
        onSaved={(saved) => {
          if (editing?.kind === 'create') void navigate(occasionPath(saved.id));
        }}
      />
      <DeleteOccasionDialog
        occasion={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </section>
  );
}
