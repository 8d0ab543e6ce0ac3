import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhoneRules } from '@karamu/shared';
import { http } from '@/lib/http';

export const phoneRulesKeys = {
  all: ['phone-rules'] as const,
};

/** Public: every phone field, visitors' included, checks numbers with these. */
async function getPhoneRules(): Promise<PhoneRules> {
  const { data } = await http.get<PhoneRules>('/phone-rules');
  return data;
}

const phoneRulesQueryOptions = () =>
  queryOptions({
    queryKey: phoneRulesKeys.all,
    queryFn: getPhoneRules,
    // Changes rarely; a phone field re-checks on the server anyway.
    staleTime: 5 * 60_000,
  });

/** The extra mobile prefixes to pass to `parsePhone` (see decision 0005). */
export function usePhoneRules() {
  return useQuery(phoneRulesQueryOptions());
}
