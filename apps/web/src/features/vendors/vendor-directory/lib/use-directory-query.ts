import { useSearchParams } from 'react-router';
import type { PublicDirectoryQuery } from '@karamu/shared';
import { readDirectoryQuery, writeDirectoryQuery } from './directory-query';

/**
 * The directory's query, read from and written to the URL. A change of filter starts again
 * at page 1; paging pushes a history entry (Back returns to the previous page of results),
 * typing and filters replace the current one.
 */
export function useDirectoryQuery() {
  const [params, setParams] = useSearchParams();
  const query = readDirectoryQuery(params);
  const update = (changes: Partial<PublicDirectoryQuery>) => {
    const paging = Object.keys(changes).every((key) => key === 'page');
    const next = { ...query, ...(paging ? {} : { page: 1 }), ...changes };
    setParams(writeDirectoryQuery(next), { replace: !paging, preventScrollReset: !paging });
  };
  const clear = () =>
    setParams(
      writeDirectoryQuery({ ...readDirectoryQuery(new URLSearchParams()), sort: query.sort }),
      { replace: true },
    );
  return { query, update, clear };
}
