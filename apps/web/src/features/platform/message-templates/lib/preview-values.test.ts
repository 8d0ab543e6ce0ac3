import { describe, expect, it } from 'vitest';
import { previewValues } from './preview-values';

describe('previewValues', () => {
  it('writes the sample event time on the 24-hour clock, as a sent message does', () => {
    expect(previewValues('event-guests', ['event_time', 'event_date'])).toEqual({
      event_time: '14:00',
      event_date: 'Saturday, 12 December 2026',
    });
  });
});
