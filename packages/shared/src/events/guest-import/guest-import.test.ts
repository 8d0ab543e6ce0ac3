import { describe, expect, it } from 'vitest';
import {
  guessColumnMapping,
  guestImportQuerySchema,
  neutralizeCsvCell,
  normalizeHeader,
  readGuestRow,
  restoreCsvCell,
  validateGuestRows,
} from '../../index';

const KE = { defaultCountry: 'KE' };

describe('guessColumnMapping', () => {
  it.each([
    [['Name', 'Phone', 'Email'], { name: 'Name', phone: 'Phone', email: 'Email' }],
    [['Full name', 'Mobile'], { name: 'Full name', phone: 'Mobile' }],
    [['JINA', 'Simu'], { name: 'JINA', phone: 'Simu' }],
    [['guest', 'MSISDN', 'Tel'], { name: 'guest', phone: 'MSISDN' }],
    [
      ['Card type', 'Seats', 'Table No.', 'Comments'],
      {
        cardType: 'Card type',
        admissions: 'Seats',
        tableName: 'Table No.',
        notes: 'Comments',
      },
    ],
    [
      ['Card', 'PAX', 'meza', 'RSVP'],
      {
        cardType: 'Card',
        admissions: 'PAX',
        tableName: 'meza',
        rsvpStatus: 'RSVP',
      },
    ],
    [['E-mail address', 'Telephone'], { email: 'E-mail address', phone: 'Telephone' }],
  ])('%j', (headers, expected) => {
    expect(guessColumnMapping(headers)).toEqual(expected);
  });

  it('prefers an exact alias over a header that only contains a stem', () => {
    expect(guessColumnMapping(['Guest phone number', 'Name'])).toEqual({
      phone: 'Guest phone number',
      name: 'Name',
    });
    expect(guessColumnMapping(['Guest mobile', 'Guest names'])).toEqual({
      phone: 'Guest mobile',
      name: 'Guest names',
    });
  });

  it('maps each column once and each field from its first column', () => {
    expect(guessColumnMapping(['Phone', 'Mobile', 'Hotel', 'Notes'])).toEqual({
      phone: 'Phone',
      notes: 'Notes',
    });
  });

  it('normalises headers without case, accents and punctuation', () => {
    expect(normalizeHeader(' E-Mail ')).toBe('email');
    expect(normalizeHeader('Téléphone')).toBe('telephone');
  });
});

describe('readGuestRow', () => {
  it('reads a full row with the event country and defaults left to the insert', () => {
    expect(
      readGuestRow(
        {
          name: ' Amina Hassan ',
          phone: '0712 345 678',
          email: 'amina@example.com',
          cardType: 'Double',
          admissions: '2.0',
          tableName: 'Table 4',
          notes: 'Vegetarian',
          rsvpStatus: 'ACCEPTED',
        },
        KE,
      ),
    ).toEqual({
      guest: {
        name: 'Amina Hassan',
        phone: '+254712345678',
        email: 'amina@example.com',
        cardType: 'double',
        admissions: 2,
        tableName: 'Table 4',
        notes: 'Vegetarian',
        rsvpStatus: 'accepted',
      },
      problems: [],
    });
  });

  it('reads international numbers in their own country', () => {
    expect(readGuestRow({ name: 'Juma', phone: '+255 754 123 456' }, KE).guest.phone).toBe(
      '+255754123456',
    );
  });

  it('lists every problem of a row by field', () => {
    const { problems } = readGuestRow(
      {
        phone: '12',
        email: 'not-an-email',
        cardType: 'vip',
        admissions: 'two',
        rsvpStatus: 'maybe',
      },
      KE,
    );
    expect(problems.map((p) => p.field)).toEqual([
      'name',
      'phone',
      'email',
      'cardType',
      'admissions',
      'rsvpStatus',
    ]);
    expect(problems[0]!.message).toBe('Name is required');
    expect(problems[1]!.message).toBe('Invalid phone number');
  });

  it('refuses landlines (decision 0005) and admissions out of range', () => {
    const landline = readGuestRow({ name: 'Office', phone: '020 2222222' }, KE);
    expect(landline.problems).toEqual([{ field: 'phone', message: 'Not a mobile number' }]);
    expect(readGuestRow({ name: 'Many', admissions: '0' }, KE).problems[0]!.message).toBe(
      'Admissions must be at least 1',
    );
    expect(readGuestRow({ name: 'Many', admissions: '51' }, KE).problems[0]!.message).toBe(
      'Admissions must be at most 50',
    );
  });

  it('accepts extra mobile prefixes allowed by an administrator', () => {
    const context = { defaultCountry: 'KE', extraMobilePrefixes: { KE: ['20'] } };
    expect(readGuestRow({ name: 'Office', phone: '020 2222222' }, context).problems).toEqual([]);
  });
});

describe('validateGuestRows', () => {
  it('flags a phone repeated in the file on the later rows, with the first row named', () => {
    const result = validateGuestRows(
      [
        { row: 2, values: { name: 'A', phone: '0712345678' } },
        { row: 3, values: { name: 'B', phone: '+254712345678' } },
        { row: 4, values: { phone: '0722000000' }, firstCell: '0722000000' },
        { row: 5, values: { name: 'D', phone: '0722000000' } },
      ],
      KE,
    );
    expect(result.valid.map((g) => g.row)).toEqual([2, 5]);
    expect(result.problems).toEqual([
      { row: 3, field: 'phone', message: "Same phone number as row 2: '+254712345678' (B)" },
      { row: 4, field: 'name', message: "Name is required (row starting '0722000000')" },
    ]);
  });

  it('names the guest and the offending value in every problem (issue 29)', () => {
    const result = validateGuestRows(
      [
        {
          row: 2,
          values: { name: 'Asha Mwangi', phone: '2557123', cardType: 'vip', admissions: 'two' },
        },
        { row: 3, values: { name: 'x'.repeat(300) } },
        { row: 4, values: { email: 'not-an-email' } },
      ],
      KE,
    );
    expect(result.problems).toEqual([
      { row: 2, field: 'phone', message: "Invalid phone number: '2557123' (Asha Mwangi)" },
      {
        row: 2,
        field: 'cardType',
        message: "Card type must be single, double or family: 'vip' (Asha Mwangi)",
      },
      {
        row: 2,
        field: 'admissions',
        message: "Admissions must be a whole number: 'two' (Asha Mwangi)",
      },
      expect.objectContaining({
        row: 3,
        field: 'name',
        message: expect.stringMatching(/: 'x{40}…'$/),
      }),
      { row: 4, field: 'name', message: 'Name is required' },
      expect.objectContaining({
        row: 4,
        field: 'email',
        message: expect.stringContaining(": 'not-an-email'"),
      }),
    ]);
  });
});

describe('formula cells', () => {
  it.each(['=SUM(A1:A2)', '+254712345678', '-2+3', '@cmd', '\tx', '\rx'])(
    'neutralises %j and restores it',
    (text) => {
      expect(neutralizeCsvCell(text)).toBe(`'${text}`);
      expect(restoreCsvCell(neutralizeCsvCell(text))).toBe(text);
    },
  );

  it('leaves ordinary text alone both ways', () => {
    expect(neutralizeCsvCell('Amina')).toBe('Amina');
    expect(restoreCsvCell("O'Brien")).toBe("O'Brien");
    expect(restoreCsvCell("'quoted'")).toBe("'quoted'");
  });
});

describe('guestImportQuerySchema', () => {
  it('previews unless dryRun=false is said, and reads the mapping as JSON', () => {
    expect(guestImportQuerySchema.parse({})).toEqual({
      dryRun: true,
      onExisting: 'skip',
      onInvalid: 'refuse',
    });
    const parsed = guestImportQuerySchema.parse({
      dryRun: 'false',
      mapping: JSON.stringify({ name: 'Jina', phone: null }),
    });
    expect(parsed.dryRun).toBe(false);
    expect(parsed.mapping).toEqual({ name: 'Jina', phone: null });
  });

  it('refuses bad JSON, unknown fields and unknown options', () => {
    expect(guestImportQuerySchema.safeParse({ mapping: '{' }).success).toBe(false);
    expect(guestImportQuerySchema.safeParse({ mapping: '{"age":"Age"}' }).success).toBe(false);
    expect(guestImportQuerySchema.safeParse({ onExisting: 'merge' }).success).toBe(false);
    expect(guestImportQuerySchema.safeParse({ page: '1' }).success).toBe(false);
  });
});
