import { formatDisplayDate } from '@karamu/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/get-error-message';
import { useUsers } from '../api/get-users';

/** The first hundred users: creating and editing them comes with the administration screens. */
const FIRST_PAGE = { page: 1, size: 100 };

export function UsersList() {
  useDocumentTitle('Users');
  const users = useUsers(FIRST_PAGE);
  return (
    <section aria-labelledby="users-title" className="grid gap-4">
      <h1 id="users-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Users
      </h1>
      {users.isPending ? (
        <div role="status" aria-label="Loading users" className="grid gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : users.isError ? (
        <Alert variant="destructive">
          <AlertTitle>We could not load the users</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            {getErrorMessage(users.error)}
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {users.data.total === 1 ? '1 user' : `${users.data.total} users`}
            {users.data.total > users.data.items.length
              ? `, the first ${users.data.items.length} shown`
              : ''}
          </p>
          <ul aria-labelledby="users-title" className="divide-y rounded-lg border bg-card">
            {users.data.items.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-3 p-3">
                <UserAvatar user={user} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{user.name}</p>
                  <p className="truncate text-sm text-muted-foreground">{user.username}</p>
                </div>
                <p className="text-sm text-muted-foreground">
                  {user.roles.map((role) => role.name).join(', ') || 'No roles'}
                </p>
                <p className="w-full text-xs text-muted-foreground sm:w-auto">
                  {user.disabled ? 'Disabled · ' : ''}since {formatDisplayDate(user.created)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
