import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/**
 * An amount typed as a decimal ("1,500.50"). Text, not type="number": that would drop the
 * thousands separators people type and round what it cannot hold.
 */
export function AmountInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return <Input type="text" inputMode="decimal" autoComplete="off" {...props} />;
}
