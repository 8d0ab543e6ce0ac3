import { describe, expect, it } from 'vitest';
import { readReturnPath, returnWith, withReturnPath } from './return-path';

const read = (query: string) => readReturnPath(new URLSearchParams(query));

describe('the way back', () => {
  it('travels in the query and comes back as it went', () => {
    const to = withReturnPath('../templates', '/pledges-dashboard/send-messages?occasion=o1');
    expect(to).toBe('../templates?back=%2Fpledges-dashboard%2Fsend-messages%3Foccasion%3Do1');
    expect(read(to.split('?')[1]!)).toBe('/pledges-dashboard/send-messages?occasion=o1');
    expect(withReturnPath('t1?x=1', '/a')).toBe('t1?x=1&back=%2Fa');
  });

  it('is followed only to a path of this app', () => {
    expect(read('back=https://evil.example/')).toBeNull();
    expect(read('back=//evil.example/')).toBeNull();
    expect(read('back=/\\evil.example/')).toBeNull();
    expect(read('back=')).toBeNull();
    expect(read('')).toBeNull();
  });

  it('carries what was made meanwhile, keeping the rest of its query', () => {
    expect(returnWith('/dashboard/send-invitations?event=e1', 'template', 't9')).toBe(
      '/dashboard/send-invitations?event=e1&template=t9',
    );
  });
});
