import { describe, expect, it } from 'vitest';
import { validateDetails, type EventSettings } from './event-details';

const NOW = new Date('2026-11-21T08:00:00Z');
const SETTINGS: EventSettings = {
  templateId: '00000000-0000-4000-8000-0000000000a1',
  categoryId: '00000000-0000-4000-8000-0000000000c1',
  timeZone: 'Africa/Nairobi',
  defaultCountry: 'KE',
};

describe('validateDetails', () => {
  it('turns the details into the event the API creates', () => {
    const result = validateDetails(
      {
        name: 'Harusi ya Amina',
        date: '2026-12-05',
        startTime: '2pm',
        endTime: '22:00',
        venue: 'Safari Park',
        mapLink: 'https://maps.example/safari-park',
        contactPhone: '+254712345678',
        expectedGuests: 300,
      },
      SETTINGS,
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Harusi ya Amina',
        categoryId: SETTINGS.categoryId,
        startsAt: '2026-12-05T11:00:00.000Z',
        endsAt: '2026-12-05T19:00:00.000Z',
        timeZone: 'Africa/Nairobi',
        venue: 'Safari Park',
        mapLink: 'https://maps.example/safari-park',
        hosts: null,
        contactPhone: '+254712345678',
        expectedGuests: 300,
        defaultCountry: 'KE',
        templateId: SETTINGS.templateId,
      },
    });
  });

  it('says "Start time must be less than End time" (lessThan) when the start is after the end', () => {
    const result = validateDetails(
      { name: 'Party', date: '2026-12-05', startTime: '18:00', endTime: '17:00' },
      SETTINGS,
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: { startTime: ['Start time must be less than End time'] },
    });
  });

  it('wants an end after the start, a readable time and a start still to come', () => {
    expect(
      validateDetails(
        { name: 'Party', date: '2026-12-05', startTime: '18:00', endTime: '18:00' },
        SETTINGS,
        NOW,
      ),
    ).toEqual({ ok: false, errors: { endTime: ['End must be after the start'] } });
    expect(
      validateDetails({ name: 'Party', date: '2026-12-05', startTime: 'evening' }, SETTINGS, NOW),
    ).toEqual({ ok: false, errors: { startTime: ['Enter a time such as 14:30'] } });
    // Today in Nairobi, but 10:00 there is already past at 08:00 UTC (11:00 in Nairobi).
    expect(
      validateDetails({ name: 'Party', date: '2026-11-21', startTime: '10:00' }, SETTINGS, NOW),
    ).toEqual({ ok: false, errors: { startTime: ['Start time must be in the future'] } });
  });

  it("puts the API schema's messages on the fields", () => {
    const result = validateDetails(
      {
        name: 'x'.repeat(201),
        date: '2026-12-05',
        startTime: '18:00',
        mapLink: 'ftp://example.com/map',
        expectedGuests: 12.5,
      },
      { ...SETTINGS, timeZone: 'Mars/Olympus' },
      NOW,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toMatchObject({
      name: ['Name must be at most 200 characters'],
      mapLink: ['Invalid Link provided'],
      expectedGuests: ['Expected guests must be a whole number'],
      timeZone: ['Unknown time zone'],
    });
  });
});
