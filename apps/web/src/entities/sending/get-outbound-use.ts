import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboundUse } from '@karamu/shared';
import { http } from '@/lib/http';

const outboundUseKeys = {
  all: ['outbound-use'] as const,
};

async function getOutboundUse(): Promise<OutboundUse> {
  const { data } = await http.get<OutboundUse>('/outbound-use');
  return data;
}

/**
 * What the installation sent today per channel against its daily budget (decision 0059):
 * super administrators only (the server answers 403 to anyone else): mount it only for them.
 */
export function useOutboundUse() {
  return useQuery(queryOptions({ queryKey: outboundUseKeys.all, queryFn: getOutboundUse }));
}
