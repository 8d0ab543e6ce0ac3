import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canApplyScheduleAction,
  createScheduleInputSchema,
  describeTiming,
  nextRunAt,
  scheduleTimingSchema,
  type ScheduleTiming,
} from './schedules';

const at = (iso: string) => new Date(iso);

/** What clocks in `timeZone` show at `instant`: weekday (0 Sunday) and 'HH:mm'. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return {
    weekday,
    time: `${parts.hour}:${parts.minute}`,
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

describe('scheduleTimingSchema', () => {
  const fieldErrors = (value: unknown) => {
    const result = scheduleTimingSchema.safeParse(value);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts the three kinds', () => {
    for (const timing of [
      { kind: 'at', at: '2026-11-20T10:00:00+03:00' },
      { kind: 'relative', amount: 1, unit: 'days', direction: 'before', time: '10:00' },
      { kind: 'relative', amount: 2, unit: 'hours', direction: 'after' },
      { kind: 'weekly', weekday: 1, time: '09:00', until: '2026-12-01' },
      { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true },
      { kind: 'weekly', weekday: 1, time: '09:00', until: '2026-12-01', untilNobodyLeft: true },
    ]) {
      expect(scheduleTimingSchema.safeParse(timing).success, JSON.stringify(timing)).toBe(true);
    }
  });

  it.each<[string, unknown, Record<string, string>]>([
    [
      'an unknown kind',
      { kind: 'daily' },
      { kind: "Timing kind must be 'at', 'relative' or 'weekly'" },
    ],
    [
      'a fixed time without zone',
      { kind: 'at', at: '2026-11-20 10:00' },
      { at: 'Send time must be a date and time' },
    ],
    [
      'a time of day that is not one',
      { kind: 'weekly', weekday: 1, time: '24:00' },
      { time: 'Time must be a time of day as HH:mm (24-hour)' },
    ],
    [
      'a weekday past Saturday',
      { kind: 'weekly', weekday: 7, time: '09:00' },
      { weekday: 'Weekday must be 0 (Sunday) to 6 (Saturday)' },
    ],
    [
      'an until that is not a day',
      { kind: 'weekly', weekday: 1, time: '09:00', until: '2026-02-30' },
      { until: 'Until must be a date (yyyy-MM-dd)' },
    ],
    [
      'too far from the event',
      { kind: 'relative', amount: 366, unit: 'days', direction: 'before' },
      { amount: 'Amount must be at most 365 days' },
    ],
    [
      'a time of day with hours',
      { kind: 'relative', amount: 3, unit: 'hours', direction: 'before', time: '10:00' },
      { time: 'A time of day goes with days, not hours' },
    ],
    [
      'a negative amount',
      { kind: 'relative', amount: -1, unit: 'days', direction: 'before' },
      { amount: 'Amount cannot be negative' },
    ],
    [
      'an unknown field',
      { kind: 'weekly', weekday: 1, time: '09:00', every: 2 },
      { '': 'Unrecognized key: "every"' },
    ],
    [
      'until nobody is left that is not a yes or no',
      { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: 'yes' },
      { untilNobodyLeft: 'Until nobody is left must be true or false' },
    ],
    [
      'until nobody is left on a single run',
      { kind: 'relative', amount: 1, unit: 'days', direction: 'before', untilNobodyLeft: true },
      { '': 'Unrecognized key: "untilNobodyLeft"' },
    ],
  ])('refuses %s, naming the field', (_, value, expected) => {
    expect(fieldErrors(value)).toEqual(expected);
  });
});

describe('createScheduleInputSchema', () => {
  const valid = {
    name: 'Reminder',
    templateId: '00000000-0000-4000-8000-000000000001',
    contextId: '00000000-0000-4000-8000-000000000002',
    filter: { name: 'attending' },
    timing: { kind: 'relative', amount: 1, unit: 'days', direction: 'before' },
    timeZone: 'Africa/Nairobi',
  };

  it('accepts a schedule', () => {
    expect(createScheduleInputSchema.parse(valid)).toEqual(valid);
  });

  it('wants ids with hand-picked recipients, and only then', () => {
    const issues = (filter: unknown) =>
      createScheduleInputSchema
        .safeParse({ ...valid, filter })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ name: 'selected' })).toEqual([['filter.ids', 'Pick at least one recipient']]);
    expect(issues({ name: 'all', ids: [valid.templateId] })).toEqual([
      ['filter.ids', 'Recipient ids go only with hand-picked recipients'],
    ]);
    expect(issues({ name: 'selected', ids: [valid.templateId] })).toBeUndefined();
  });

  it('asks for a template and an event left unchosen, and says when an id is malformed', () => {
    const issues = (input: unknown) =>
      createScheduleInputSchema
        .safeParse(input)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...valid, templateId: '', contextId: undefined })).toEqual([
      ['templateId', 'Choose a template'],
      ['contextId', 'Choose the event or occasion'],
    ]);
    expect(issues({ ...valid, templateId: 'abc' })).toEqual([
      ['templateId', 'Template must be a UUID'],
    ]);
  });

  it('refuses an unknown zone', () => {
    const result = createScheduleInputSchema.safeParse({ ...valid, timeZone: 'Mars/Olympus' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['timeZone', 'Unknown time zone'],
    ]);
  });
});

describe('nextRunAt', () => {
  const NAIROBI = 'Africa/Nairobi';
  const LONDON = 'Europe/London';
  // Saturday 21 Nov 2026, 14:00 in Nairobi (UTC+3).
  const eventStart = at('2026-11-21T11:00:00Z');

  it('a fixed time: itself while ahead, then nothing', () => {
    const timing: ScheduleTiming = { kind: 'at', at: '2026-11-20T10:00:00+03:00' };
    const context = { timeZone: NAIROBI };
    expect(nextRunAt(timing, { ...context, after: at('2026-11-01T00:00:00Z') })).toEqual(
      at('2026-11-20T07:00:00Z'),
    );
    expect(nextRunAt(timing, { ...context, after: at('2026-11-20T07:00:00Z') })).toBeNull();
  });

  it('1 day before the event at 10:00, in the organiser’s zone', () => {
    const timing: ScheduleTiming = {
      kind: 'relative',
      amount: 1,
      unit: 'days',
      direction: 'before',
      time: '10:00',
    };
    const run = nextRunAt(timing, {
      contextDate: eventStart,
      timeZone: NAIROBI,
      after: at('2026-11-01T00:00:00Z'),
    });
    expect(run).toEqual(at('2026-11-20T07:00:00Z'));
    expect(
      nextRunAt(timing, { contextDate: eventStart, timeZone: NAIROBI, after: run! }),
    ).toBeNull();
  });

  it('the offset day is the event’s day as read in the zone, not in UTC', () => {
    // 00:30 on Sunday 22 Nov in Nairobi is still Saturday in UTC.
    const lateStart = at('2026-11-21T21:30:00Z');
    const timing: ScheduleTiming = {
      kind: 'relative',
      amount: 0,
      unit: 'days',
      direction: 'before',
      time: '08:00',
    };
    expect(
      nextRunAt(timing, {
        contextDate: lateStart,
        timeZone: NAIROBI,
        after: at('2026-11-01T00:00:00Z'),
      }),
    ).toEqual(at('2026-11-22T05:00:00Z'));
  });

  it('relative without a time: hours are exact, days keep the wall-clock time across DST', () => {
    // Sunday 29 March 2026, 10:00 BST (09:00 UTC): clocks went forward at 01:00 that night.
    const start = at('2026-03-29T09:00:00Z');
    const after = at('2026-03-01T00:00:00Z');
    const before = (amount: number, unit: 'days' | 'hours') =>
      nextRunAt(
        { kind: 'relative', amount, unit, direction: 'before' },
        { contextDate: start, timeZone: LONDON, after },
      );
    expect(before(1, 'days')).toEqual(at('2026-03-28T10:00:00Z')); // 10:00 GMT
    expect(before(24, 'hours')).toEqual(at('2026-03-28T09:00:00Z')); // 09:00 GMT
    expect(
      nextRunAt(
        { kind: 'relative', amount: 2, unit: 'hours', direction: 'after' },
        { contextDate: start, timeZone: LONDON, after },
      ),
    ).toEqual(at('2026-03-29T11:00:00Z'));
  });

  it('relative without a context date has nothing to run', () => {
    expect(
      nextRunAt(
        { kind: 'relative', amount: 1, unit: 'days', direction: 'before' },
        { contextDate: null, timeZone: NAIROBI, after: at('2026-01-01T00:00:00Z') },
      ),
    ).toBeNull();
  });

  it('weekly: the coming weekday at that time, the same day when still ahead', () => {
    const timing: ScheduleTiming = { kind: 'weekly', weekday: 1, time: '09:00' };
    // Monday 2 Nov 2026, 08:59 in Nairobi.
    expect(nextRunAt(timing, { timeZone: NAIROBI, after: at('2026-11-02T05:59:00Z') })).toEqual(
      at('2026-11-02T06:00:00Z'),
    );
    // Exactly then: the next Monday.
    expect(nextRunAt(timing, { timeZone: NAIROBI, after: at('2026-11-02T06:00:00Z') })).toEqual(
      at('2026-11-09T06:00:00Z'),
    );
  });

  it('weekly across the March change in London stays at 09:00 on the clock', () => {
    const timing: ScheduleTiming = { kind: 'weekly', weekday: 1, time: '09:00' };
    const first = nextRunAt(timing, { timeZone: LONDON, after: at('2026-03-20T00:00:00Z') })!;
    const second = nextRunAt(timing, { timeZone: LONDON, after: first })!;
    expect(first).toEqual(at('2026-03-23T09:00:00Z')); // GMT
    expect(second).toEqual(at('2026-03-30T08:00:00Z')); // BST
    expect(second.getTime() - first.getTime()).toBe(7 * 86_400_000 - 3_600_000);
  });

  it('weekly: a time skipped by the change is read as after the jump', () => {
    // Sunday 29 March 2026: London clocks jump from 01:00 to 02:00.
    const timing: ScheduleTiming = { kind: 'weekly', weekday: 0, time: '01:30' };
    expect(nextRunAt(timing, { timeZone: LONDON, after: at('2026-03-28T12:00:00Z') })).toEqual(
      at('2026-03-29T01:30:00Z'), // 02:30 BST
    );
  });

  it('weekly until nobody is left plans every week: only a run can tell nobody is left', () => {
    const timing: ScheduleTiming = {
      kind: 'weekly',
      weekday: 1,
      time: '09:00',
      untilNobodyLeft: true,
    };
    const first = nextRunAt(timing, { timeZone: NAIROBI, after: at('2026-11-03T00:00:00Z') })!;
    expect(first).toEqual(at('2026-11-09T06:00:00Z'));
    expect(nextRunAt(timing, { timeZone: NAIROBI, after: first })).toEqual(
      at('2026-11-16T06:00:00Z'),
    );
    // With a last day as well, that day still ends it.
    expect(
      nextRunAt({ ...timing, until: '2026-11-09' }, { timeZone: NAIROBI, after: first }),
    ).toBeNull();
  });

  it('weekly until a day: that day’s run is the last', () => {
    const timing: ScheduleTiming = {
      kind: 'weekly',
      weekday: 1,
      time: '09:00',
      until: '2026-11-09',
    };
    const context = { timeZone: NAIROBI };
    expect(nextRunAt(timing, { ...context, after: at('2026-11-03T00:00:00Z') })).toEqual(
      at('2026-11-09T06:00:00Z'),
    );
    expect(nextRunAt(timing, { ...context, after: at('2026-11-09T06:00:00Z') })).toBeNull();
  });

  const zones = fc.constantFrom(NAIROBI, LONDON, 'America/New_York', 'Australia/Lord_Howe', 'UTC');
  const instants = fc
    .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) })
    .map((ms) => new Date(ms));
  const clockTimes = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const timings: fc.Arbitrary<ScheduleTiming> = fc.oneof(
    instants.map((d) => ({ kind: 'at' as const, at: d.toISOString() })),
    fc.record({
      kind: fc.constant('relative' as const),
      amount: fc.integer({ min: 0, max: 30 }),
      unit: fc.constantFrom('days' as const, 'hours' as const),
      direction: fc.constantFrom('before' as const, 'after' as const),
    }),
    fc.record({
      kind: fc.constant('weekly' as const),
      weekday: fc.integer({ min: 0, max: 6 }),
      time: clockTimes,
    }),
  );

  it('is always strictly after `after`', () => {
    fc.assert(
      fc.property(timings, zones, instants, instants, (timing, timeZone, contextDate, after) => {
        const next = nextRunAt(timing, { contextDate, timeZone, after });
        return next === null || next.getTime() > after.getTime();
      }),
    );
  });

  it('weekly lands on its weekday at its wall-clock time, within a week, with no run missed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        clockTimes,
        zones,
        instants,
        (weekday, time, timeZone, after) => {
          const next = nextRunAt({ kind: 'weekly', weekday, time }, { timeZone, after })!;
          const clock = wallClock(next, timeZone);
          expect(clock.weekday).toBe(weekday);
          // Only a time that does not exist that day (skipped by a DST jump) reads otherwise:
          // an hour earlier the clocks showed less, an instant later more.
          if (clock.time !== time) {
            const hourEarlier = wallClock(new Date(next.getTime() - 3_600_000), timeZone);
            expect(hourEarlier.time < time && time < clock.time).toBe(true);
          }
          // No run missed: the one before `next` was not after `after`.
          const previous = nextRunAt(
            { kind: 'weekly', weekday, time },
            { timeZone, after: new Date(next.getTime() - 8 * 86_400_000) },
          )!;
          expect(previous.getTime()).toBeLessThan(next.getTime());
          expect(previous.getTime()).toBeLessThanOrEqual(after.getTime());
        },
      ),
    );
  });

  it('weekly in Nairobi and London around the March change: every run on Monday 09:00 local', () => {
    for (const timeZone of [NAIROBI, LONDON]) {
      let after = at('2026-03-01T00:00:00Z');
      for (let i = 0; i < 8; i += 1) {
        const next = nextRunAt({ kind: 'weekly', weekday: 1, time: '09:00' }, { timeZone, after })!;
        expect(wallClock(next, timeZone)).toMatchObject({ weekday: 1, time: '09:00' });
        after = next;
      }
    }
  });
});

describe('describeTiming', () => {
  it.each<[ScheduleTiming, string]>([
    [
      { kind: 'relative', amount: 1, unit: 'days', direction: 'before', time: '10:00' },
      '1 day before the event at 10:00',
    ],
    [{ kind: 'relative', amount: 3, unit: 'hours', direction: 'after' }, '3 hours after the event'],
    [
      { kind: 'relative', amount: 0, unit: 'days', direction: 'before', time: '08:00' },
      'On the day of the event at 08:00',
    ],
    [{ kind: 'relative', amount: 0, unit: 'hours', direction: 'after' }, 'When the event starts'],
    [
      { kind: 'weekly', weekday: 1, time: '09:00', until: '2026-12-01' },
      'Every Monday at 09:00 until 1 Dec 2026',
    ],
    [{ kind: 'weekly', weekday: 0, time: '18:30' }, 'Every Sunday at 18:30'],
    [
      { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: true },
      'Every Monday at 09:00 until nobody is left',
    ],
    [
      { kind: 'weekly', weekday: 1, time: '09:00', until: '2026-12-01', untilNobodyLeft: true },
      'Every Monday at 09:00 until nobody is left (at the latest 1 Dec 2026)',
    ],
    [
      { kind: 'weekly', weekday: 1, time: '09:00', untilNobodyLeft: false },
      'Every Monday at 09:00',
    ],
  ])('%j', (timing, expected) => {
    expect(describeTiming(timing)).toBe(expected);
  });

  it('shows a fixed time in the given zone', () => {
    const timing: ScheduleTiming = { kind: 'at', at: '2026-11-20T07:00:00Z' };
    expect(describeTiming(timing, { timeZone: 'Africa/Nairobi' })).toBe('On 20 Nov 2026 at 10:00');
    expect(describeTiming(timing)).toBe('On 20 Nov 2026 at 07:00');
  });

  it('names the context', () => {
    expect(
      describeTiming(
        { kind: 'relative', amount: 2, unit: 'days', direction: 'before' },
        { context: 'occasion' },
      ),
    ).toBe('2 days before the occasion');
  });
});

describe('canApplyScheduleAction', () => {
  it('pauses the active, resumes the paused, cancels either; nothing undoes the end', () => {
    expect(canApplyScheduleAction('pause', 'active')).toBe(true);
    expect(canApplyScheduleAction('pause', 'paused')).toBe(false);
    expect(canApplyScheduleAction('resume', 'paused')).toBe(true);
    expect(canApplyScheduleAction('resume', 'active')).toBe(false);
    expect(canApplyScheduleAction('cancel', 'paused')).toBe(true);
    expect(canApplyScheduleAction('cancel', 'completed')).toBe(false);
    expect(canApplyScheduleAction('resume', 'cancelled')).toBe(false);
  });
});
