/**
 * The list screens' table. A screen supplies columns, filters and its query key:
 *
 *   <DataTable<UserRecord>
 *     label="Users"
 *     noun={{ one: 'user', other: 'users' }}
 *     queryKey={userKeys.lists()}
 *     endpoint="/users"
 *     columns={columns}
 *     getRowId={(user) => user.id}
 *     searchConfig={{ searchFields: ['name', 'username'] }}
 *     defaultSort="-created"
 *   />
 */
export { DataTable } from './data-table';
export { runOnEach } from './run-on-each';
export { searchParamName } from './url-state';
export type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableFilter,
  DataTableProps,
  ListView,
} from './types';
