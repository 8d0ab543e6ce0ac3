import { describe, expect, it } from 'vitest';
import { getStatusActions } from './event-status';

describe('getStatusActions', () => {
  it('offers only the transitions the server allows', () => {
    expect(getStatusActions('draft').map((a) => a.label)).toEqual(['Activate', 'Cancel event']);
    expect(getStatusActions('active').map((a) => a.label)).toEqual([
      'Mark completed',
      'Cancel event',
    ]);
    expect(getStatusActions('completed')).toEqual([]);
    expect(getStatusActions('cancelled').map((a) => a.to)).toEqual(['draft']);
    expect(getStatusActions('active').find((a) => a.to === 'cancelled')?.confirm).toBeDefined();
  });
});
