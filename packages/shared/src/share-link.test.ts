import { describe, expect, it } from 'vitest';
import { whatsAppShareUrl } from './share-link';

describe('whatsAppShareUrl', () => {
  it("opens a chat with the number's digits and the text encoded", () => {
    expect(
      whatsAppShareUrl('+254 712 000-001', 'Karibu! Pay here: https://k.example/p/a?b=1&c'),
    ).toBe(
      'https://wa.me/254712000001?text=Karibu!%20Pay%20here%3A%20https%3A%2F%2Fk.example%2Fp%2Fa%3Fb%3D1%26c',
    );
  });

  it('lets the sender choose the chat when there is no number', () => {
    expect(whatsAppShareUrl(null, 'Hi')).toBe('https://wa.me/?text=Hi');
    expect(whatsAppShareUrl(undefined, 'Hi')).toBe('https://wa.me/?text=Hi');
  });
});
