import { describe, expect, it } from 'vitest';
import { readReply } from './opt-out-replies';

describe('readReply', () => {
  it.each([
    'STOP',
    'stop',
    ' Stop. ',
    'STOPALL',
    'Unsubscribe',
    'cancel',
    'END',
    'quit!',
    'SITISHA',
    'sitisha tafadhali',
    'STOP\nplease',
  ])('%j opts out', (text) => expect(readReply(text)).toBe('opted_out'));

  it.each(['START', 'unstop', 'Yes', 'yes please'])('%j opts back in', (text) =>
    expect(readReply(text)).toBe('opted_in'),
  );

  it.each(['', '   ', 'Please stop', 'stopped', 'STOP2', 'Asante', 'ENDING', 'nostop', '🛑'])(
    '%j changes nothing',
    (text) => expect(readReply(text)).toBe('ignored'),
  );
});
