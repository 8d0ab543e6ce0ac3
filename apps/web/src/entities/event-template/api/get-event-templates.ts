import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { encodeFilters, FILTER_QUERY_PARAM, type EventTemplate, type Page } from '@karamu/shared';
import { http } from '@/lib/http';

/** The list endpoint; the dashboard's data table fetches its pages itself. */
export const EVENT_TEMPLATES_ENDPOINT = '/event-templates';

export type GalleryParams = {
  /** Matched against names and descriptions. */
  search: string;
  /** One event category, or every one. */
  categoryId: string | null;
};

export const eventTemplateKeys = {
  all: ['event-templates'] as const,
  /** The dashboard table's pages (the data table appends its request). */
  lists: () => [...eventTemplateKeys.all, 'list'] as const,
  galleries: () => [...eventTemplateKeys.all, 'gallery'] as const,
  gallery: (params: GalleryParams) => [...eventTemplateKeys.galleries(), params] as const,
  details: () => [...eventTemplateKeys.all, 'detail'] as const,
  detail: (id: string) => [...eventTemplateKeys.details(), id] as const,
};

/** The gallery shows every match at once: a few dozen designs, never thousands. */
const GALLERY_SIZE = 200;

/**
 * The gallery's API path and query (the page's first render asks it too, decision 0032).
 * Published designs only, even for staff who could see hidden ones: this is what visitors see.
 */
export function galleryRequest(params: GalleryParams): string {
  const query = new URLSearchParams({ sort: 'name', size: String(GALLERY_SIZE) });
  const filters = encodeFilters(
    {
      search: params.search,
      filters: {
        published: 'true',
        ...(params.categoryId ? { categoryId: params.categoryId } : {}),
      },
    },
    { searchFields: ['name', 'description'] },
  );
  for (const filter of filters) query.append(FILTER_QUERY_PARAM, filter);
  return `${EVENT_TEMPLATES_ENDPOINT}?${query}`;
}

async function getGalleryTemplates(
  params: GalleryParams,
  signal?: AbortSignal,
): Promise<Page<EventTemplate>> {
  const { data } = await http.get<Page<EventTemplate>>(galleryRequest(params), { signal });
  return data;
}

export const galleryQueryOptions = (params: GalleryParams) =>
  queryOptions({
    queryKey: eventTemplateKeys.gallery(params),
    queryFn: ({ signal }) => getGalleryTemplates(params, signal),
    staleTime: 60_000,
    // Typing a search keeps the last designs on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useGalleryTemplates(params: GalleryParams) {
  return useQuery(galleryQueryOptions(params));
}
