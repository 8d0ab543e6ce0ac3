import { Link } from 'react-router';
import {
  formatDisplayDate,
  formatMinorUnits,
  formatPhoneInternational,
  type Member,
} from '@karamu/shared';
import type { DataTableColumn } from '@/components/data-table';
import { occasionPath, Money } from '@/entities/pledges';

const dash = <span className="text-muted-foreground">—</span>;

const occasionColumn: DataTableColumn<Member> = {
  id: 'occasionName',
  header: 'Occasion',
  className: 'min-w-40',
  cell: (member) => (
    <Link to={occasionPath(member.occasionId)} className="underline-offset-4 hover:underline">
      {member.occasionName}
    </Link>
  ),
  csv: (member) => member.occasionName,
};

const amountColumn = (
  id: 'pledgedMinor' | 'paidMinor' | 'balanceMinor',
  header: string,
): DataTableColumn<Member> => ({
  id,
  header,
  sortable: true,
  className: 'text-right',
  cell: (member) => <Money minor={member[id]} currency={member.currency} />,
  csv: (member) => formatMinorUnits(member[id], member.currency),
});

/** A members table's columns; the all-members table adds which occasion each is of. */
export function getMemberColumns({
  withOccasion,
}: {
  withOccasion: boolean;
}): DataTableColumn<Member>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      className: 'min-w-40',
      cell: (member) => <span className="font-medium">{member.name}</span>,
      csv: (member) => member.name,
    },
    ...(withOccasion ? [occasionColumn] : []),
    {
      id: 'phone',
      header: 'Phone',
      hideable: true,
      cell: (member) =>
        member.phone ? (
          <span className="whitespace-nowrap">{formatPhoneInternational(member.phone)}</span>
        ) : (
          dash
        ),
      csv: (member) => member.phone,
    },
    {
      id: 'email',
      header: 'Email',
      hideable: true,
      defaultHidden: true,
      cell: (member) => (member.email ? <span className="break-all">{member.email}</span> : dash),
      csv: (member) => member.email,
    },
    amountColumn('pledgedMinor', 'Pledged'),
    amountColumn('paidMinor', 'Paid'),
    amountColumn('balanceMinor', 'Balance'),
    {
      id: 'notes',
      header: 'Notes',
      hideable: true,
      defaultHidden: true,
      className: 'min-w-48',
      cell: (member) => member.notes ?? dash,
      csv: (member) => member.notes,
    },
    {
      id: 'created',
      header: 'Added',
      sortable: true,
      hideable: true,
      defaultHidden: true,
      cell: (member) => formatDisplayDate(member.created),
      csv: (member) => member.created,
    },
  ];
}
