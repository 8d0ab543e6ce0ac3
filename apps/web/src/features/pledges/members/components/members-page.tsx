import { hasPrivilege, heldPrivileges, type Member } from '@karamu/shared';
import { DataTable, type DataTableFilter } from '@/components/data-table';
import { useCurrentUser } from '@/entities/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MEMBERS_ENDPOINT, memberKeys, useOccasionChoices } from '@/entities/pledges';
import { BALANCE_FILTER, MEMBER_SEARCH } from '../lib/member-balance';
import { getMemberColumns } from './member-columns';

const NOUN = { one: 'member', other: 'members' };
const columns = getMemberColumns({ withOccasion: true });

/**
 * `members`: every member of every occasion in the reader's scope. Changes happen on the
 * occasion's own page, whose currency and country read amounts and phone numbers.
 */
export function MembersPage() {
  useDocumentTitle('Members');
  const mayReadOccasions = hasPrivilege(heldPrivileges(useCurrentUser()), 'READ_OCCASIONS');
  // The occasion filter lists occasions, which needs READ_OCCASIONS besides READ_MEMBERS.
  const occasions = useOccasionChoices({ enabled: mayReadOccasions });
  const filters: DataTableFilter[] = [
    ...(mayReadOccasions
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
    BALANCE_FILTER,
  ];

  return (
    <section aria-labelledby="members-title" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h1 id="members-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Members
        </h1>
        <p className="text-muted-foreground">
          Everyone who pledged towards the occasions you work on. Open an occasion to add or change
          its members.
        </p>
      </div>
      <DataTable<Member>
        label="All members"
        noun={NOUN}
        queryKey={memberKeys.everyone()}
        endpoint={MEMBERS_ENDPOINT}
        columns={columns}
        filters={filters}
        getRowId={(member) => member.id}
        getRowLabel={(member) => member.name}
        searchConfig={MEMBER_SEARCH}
        defaultSort="name"
        defaultPageSize={50}
        exportFileName="members"
      />
    </section>
  );
}
