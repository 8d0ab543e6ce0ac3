import { describe, expect, it } from 'vitest';
import { vendorChecklist, type VendorChecklistFacts } from './vendor-dashboard';

const complete: VendorChecklistFacts = {
  businessName: 'Mama Ntilie',
  categoryCount: 1,
  city: 'Dar es Salaam',
  phone: null,
  whatsapp: '+255712345678',
  description: 'Pilau',
  publishedServiceCount: 1,
  coverPhotoId: '00000000-0000-4000-8000-000000000000',
  photosWithoutAltText: 0,
};

describe('vendorChecklist', () => {
  it('is all done for a complete profile (WhatsApp alone is a contact)', () => {
    expect(vendorChecklist(complete).every((item) => item.done)).toBe(true);
  });

  it('names each missing item; blank text counts as missing', () => {
    const missing = vendorChecklist({
      ...complete,
      city: '  ',
      whatsapp: null,
      photosWithoutAltText: 2,
    })
      .filter((item) => !item.done)
      .map((item) => item.key);
    expect(missing).toEqual(['city', 'contact', 'altText']);
  });
});
