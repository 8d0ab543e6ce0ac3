import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { occasionPath } from '@/entities/pledges';
import { MembersImport } from '@/features/pledges/members';
import { useOccasion } from '@/features/pledges/occasions';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * `occasions/:id/import`: the members import, into the occasion whose country and
 * currency its rows are read in. The heading names the page from the start; the occasion
 * loads under it.
 */
export function OccasionImportPage() {
  const { id: occasionId = '' } = useParams();
  const occasion = useOccasion(occasionId);
  const name = occasion.data?.name;
  useDocumentTitle(name ? `Import members · ${name}` : 'Import members');

  return (
    <div className="grid min-w-0 gap-4">
      <BackLink to={occasionPath(occasionId)}>{name ?? 'Occasion'}</BackLink>
      <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
        Import members
      </h1>
      {occasion.isPending ? (
        <div role="status" aria-label="Loading the occasion" className="grid gap-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-48" />
        </div>
      ) : occasion.isError ? (
        <LoadFailed
          what="the occasion"
          error={occasion.error}
          onRetry={() => void occasion.refetch()}
          retrying={occasion.isFetching}
        />
      ) : (
        <MembersImport occasion={occasion.data} />
      )}
    </div>
  );
}
