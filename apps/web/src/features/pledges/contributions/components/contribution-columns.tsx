import { Link } from 'react-router';
import {
  CONTRIBUTION_METHOD_LABELS,
  formatDisplayDate,
  formatDisplayDateTime,
  formatMinorUnits,
  type Contribution,
} from '@karamu/shared';
import type { DataTableColumn } from '@/components/data-table';
import { Money, occasionPath } from '@/entities/pledges';

const dash = <span className="text-muted-foreground">—</span>;

export const CONTRIBUTION_COLUMNS: readonly DataTableColumn<Contribution>[] = [
  {
    id: 'paidAt',
    header: 'Paid on',
    sortable: true,
    className: 'min-w-36',
    cell: (c) => <span className="whitespace-nowrap">{formatDisplayDateTime(c.paidAt)}</span>,
    csv: (c) => c.paidAt,
  },
  {
    id: 'memberName',
    header: 'Member',
    className: 'min-w-40',
    cell: (c) => <span className="font-medium">{c.memberName}</span>,
    csv: (c) => c.memberName,
  },
  {
    id: 'occasionName',
    header: 'Occasion',
    hideable: true,
    className: 'min-w-40',
    cell: (c) => (
      <Link to={occasionPath(c.occasionId)} className="underline-offset-4 hover:underline">
        {c.occasionName}
      </Link>
    ),
    csv: (c) => c.occasionName,
  },
  {
    id: 'amountMinor',
    header: 'Amount',
    sortable: true,
    className: 'text-right',
    cell: (c) => <Money minor={c.amountMinor} currency={c.currency} />,
    csv: (c) => formatMinorUnits(c.amountMinor, c.currency),
  },
  {
    id: 'method',
    header: 'Method',
    hideable: true,
    cell: (c) => CONTRIBUTION_METHOD_LABELS[c.method],
    csv: (c) => CONTRIBUTION_METHOD_LABELS[c.method],
  },
  {
    id: 'reference',
    header: 'Reference',
    hideable: true,
    cell: (c) => (c.reference ? <span className="break-all">{c.reference}</span> : dash),
    csv: (c) => c.reference,
  },
  {
    id: 'notes',
    header: 'Notes',
    hideable: true,
    defaultHidden: true,
    className: 'min-w-48',
    cell: (c) => c.notes ?? dash,
    csv: (c) => c.notes,
  },
  {
    id: 'created',
    header: 'Recorded',
    sortable: true,
    hideable: true,
    defaultHidden: true,
    cell: (c) => formatDisplayDate(c.created),
    csv: (c) => c.created,
  },
];
