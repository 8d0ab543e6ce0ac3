import { describe, expect, it } from 'vitest';
import { formatEventWhen } from './event-when';

const at = (timeZone: string) =>
  formatEventWhen({
    startsAt: '2026-12-05T11:00:00.000Z',
    endsAt: '2026-12-05T19:00:00.000Z',
    timeZone,
  });

describe('formatEventWhen', () => {
  it("names the venue's zone after the times, read in it", () => {
    const when = at('Africa/Dar_es_Salaam');
    expect(when.times).toContain('(Africa/Dar es Salaam time)');
  });

  it.each(['UTC', 'Etc/UTC', 'Etc/GMT'])(
    'never tells guests "(%s time)": no venue is in it (issue 29)',
    (zone) => {
      const when = at(zone);
      expect(when.times).not.toMatch(/time\)/);
      expect(when.times).not.toContain(zone);
    },
  );
});
