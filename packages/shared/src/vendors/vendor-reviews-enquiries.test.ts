import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnquiryInputSchema } from './vendor-enquiries';
import { createReviewInvitationInputSchema, submitReviewInputSchema } from './vendor-reviews';

const enquiry = (fields: Record<string, unknown>) => ({
  name: 'Neema',
  phone: '+254712345678',
  eventDate: '2027-03-06',
  guestCount: 120,
  message: 'Habari',
  ...fields,
});

const issueOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('an enquiry’s event date', () => {
  afterEach(() => vi.useRealTimers());

  it('takes today anywhere in the world, and refuses a day that is past everywhere', () => {
    // 23:30 UTC on 5 March: already 6 March east of UTC, still 5 March in the Americas.
    vi.useFakeTimers({ now: new Date('2027-03-05T23:30:00Z') });
    expect(createEnquiryInputSchema.safeParse(enquiry({ eventDate: '2027-03-05' })).success).toBe(
      true,
    );
    expect(createEnquiryInputSchema.safeParse(enquiry({ eventDate: '2027-03-06' })).success).toBe(
      true,
    );
    // 4 March is over even at UTC-12 (11:30 on 5 March there).
    expect(
      issueOf(createEnquiryInputSchema.safeParse(enquiry({ eventDate: '2027-03-04' }))),
    ).toEqual([['eventDate', 'Event date cannot be in the past']]);
  });

  it('keeps to the years the product knows, and to a calendar day', () => {
    vi.useFakeTimers({ now: new Date('2027-03-05T12:00:00Z') });
    expect(
      issueOf(createEnquiryInputSchema.safeParse(enquiry({ eventDate: '2201-01-01' }))),
    ).toEqual([['eventDate', 'Event date must be in the years 1900 to 2200']]);
    expect(createEnquiryInputSchema.safeParse(enquiry({ eventDate: '2027-02-30' })).success).toBe(
      false,
    );
  });
});

describe('the enquiry schema', () => {
  it('reads a blank e-mail and a blank service as none, and keeps the honeypot as given', () => {
    const parsed = createEnquiryInputSchema.parse(
      enquiry({ email: '', serviceId: '', website: 'http://bot.example', eventDate: '2199-01-01' }),
    );
    expect(parsed).toMatchObject({ email: null, serviceId: null, website: 'http://bot.example' });
  });

  it('bounds the guest count and the message', () => {
    for (const [fields, path] of [
      [{ guestCount: 100_001 }, 'guestCount'],
      [{ guestCount: 1.5 }, 'guestCount'],
      [{ message: 'x'.repeat(2001) }, 'message'],
      [{ message: '   ' }, 'message'],
    ] as const) {
      const result = createEnquiryInputSchema.safeParse(
        enquiry({ ...fields, eventDate: '2199-01-01' }),
      );
      expect(issueOf(result)?.[0]?.[0], JSON.stringify(fields)).toBe(path);
    }
  });
});

describe('the review schemas', () => {
  it('want a mobile number for an invitation, in E.164', () => {
    expect(
      createReviewInvitationInputSchema.parse({
        clientName: 'Amina',
        clientPhone: '254 712 345 678',
      }),
    ).toEqual({ clientName: 'Amina', clientPhone: '+254712345678' });
    expect(
      issueOf(
        createReviewInvitationInputSchema.safeParse({
          clientName: 'Amina',
          clientPhone: '+254202000000',
        }),
      ),
    ).toEqual([['clientPhone', 'Not a mobile number']]);
  });

  it('take a whole rating from 1 to 5 and optional text, kept as written', () => {
    expect(
      submitReviewInputSchema.parse({ rating: 5, authorName: ' Amina ', text: '<b>hi</b>' }),
    ).toEqual({
      rating: 5,
      authorName: 'Amina',
      text: '<b>hi</b>',
    });
    for (const rating of [0, 6, 4.5, '5']) {
      expect(submitReviewInputSchema.safeParse({ rating, authorName: 'A' }).success).toBe(false);
    }
  });
});
