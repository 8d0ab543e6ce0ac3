import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { getErrorMessage } from '@/lib/get-error-message';
import { usePrivileges } from '../api/get-privileges';
import {
  ACTION_LABELS,
  GRANT_LABELS,
  getPrivilegeLabel,
  getResourceLabel,
  isGrantedBySuperAdminOnly,
} from '../privilege-labels';

/** Every privilege the server knows, with what else grants it and who may hand it out. */
export function PrivilegesCatalogue() {
  const catalogue = usePrivileges();

  if (catalogue.isPending) {
    return (
      <div role="status" aria-label="Loading privileges" className="grid gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (catalogue.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>We could not load the privileges</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-2">
          {getErrorMessage(catalogue.error)}
          <Button variant="outline" size="sm" onClick={() => void catalogue.refetch()}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Every privilege a role can hold. A holder of a privilege always has it; the third column
        says what else gives the same access.
      </p>
      <div className="overflow-x-auto rounded-md border">
        <Table aria-label="Privileges">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Privilege</TableHead>
              <TableHead scope="col">Resource and action</TableHead>
              <TableHead scope="col">Also granted by</TableHead>
              <TableHead scope="col">Who may grant it</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {catalogue.data.map((entry) => (
              <TableRow key={entry.value}>
                <TableCell className="font-mono text-xs">{entry.value}</TableCell>
                <TableCell>
                  {entry.resource && entry.action
                    ? `${getResourceLabel(entry.resource)}: ${ACTION_LABELS[entry.action].toLowerCase()}`
                    : getPrivilegeLabel(entry.value)}
                </TableCell>
                <TableCell>{GRANT_LABELS[entry.grant]}</TableCell>
                <TableCell>
                  {isGrantedBySuperAdminOnly(entry.value)
                    ? 'Only a super admin'
                    : 'A role editor who holds it'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
