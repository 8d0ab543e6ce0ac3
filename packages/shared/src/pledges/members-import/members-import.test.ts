import { describe, expect, it } from 'vitest';
import {
  guessMemberColumnMapping,
  memberRowNotice,
  readAmountCell,
  readMemberRow,
  validateMemberRows,
} from '../../index';

const KE = { defaultCountry: 'KE', currency: 'KES' };

describe('guessMemberColumnMapping', () => {
  it.each([
    [
      ['Jina', 'Simu', 'Ahadi', 'Amelipa'],
      { name: 'Jina', phone: 'Simu', pledged: 'Ahadi', paid: 'Amelipa' },
    ],
    [
      ['Member name', 'Mobile', 'Amount pledged', 'Amount paid', 'Balance'],
      { name: 'Member name', phone: 'Mobile', pledged: 'Amount pledged', paid: 'Amount paid' },
    ],
    [
      ['Name', 'E-mail', 'Pledge', 'Contributed', 'Remarks'],
      {
        name: 'Name',
        email: 'E-mail',
        pledged: 'Pledge',
        paid: 'Contributed',
        notes: 'Remarks',
      },
    ],
  ])('%j', (headers, expected) => {
    expect(guessMemberColumnMapping(headers)).toEqual(expected);
  });
});

describe('readAmountCell', () => {
  it.each([
    ['1,500', 'KES', 150_000],
    ['1500.5', 'KES', 150_050],
    [' KES 2,000 ', 'KES', 200_000],
    ['2000 kes', 'KES', 200_000],
    ['150,000', 'UGX', 150_000],
    ['1.250', 'BHD', 1_250],
  ])('reads %j in %s as %i minor units', (text, currency, minor) => {
    expect(readAmountCell(text, currency, 'Pledge')).toEqual({ ok: true, minor });
  });

  it.each([
    ['1500.5', 'UGX', 'Pledge: UGX amounts have no decimals'],
    ['10.005', 'KES', 'Pledge: KES amounts have at most 2 decimals'],
    ['-300', 'KES', 'Pledge cannot be negative'],
    ['(300)', 'KES', 'Pledge cannot be negative'],
    ['USD 40', 'KES', 'Pledge is in USD, but this occasion is in KES'],
    ['elfu mbili', 'KES', 'Pledge: Enter an amount such as 1500 or 1,500.50'],
    ['10000000000000', 'KES', 'Pledge: The amount is too large'],
  ])('refuses %j in %s', (text, currency, message) => {
    expect(readAmountCell(text, currency, 'Pledge')).toEqual({ ok: false, message });
  });
});

describe('readMemberRow', () => {
  it('reads a full row in the occasion country and currency; blank amounts are 0', () => {
    expect(
      readMemberRow(
        { name: ' Amina ', phone: '0712 345 678', email: 'amina@example.com', pledged: '5,000' },
        KE,
      ),
    ).toEqual({
      record: {
        name: 'Amina',
        phone: '+254712345678',
        email: 'amina@example.com',
        pledgedMinor: 500_000,
        paidMinor: 0,
      },
      problems: [],
    });
  });

  it('lists every problem of a row by field', () => {
    const { problems } = readMemberRow(
      { phone: '020 2222222', email: 'nope', pledged: '-1', paid: '1.001' },
      KE,
    );
    expect(problems).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'phone', message: 'Not a mobile number' },
      { field: 'email', message: 'Invalid e-mail address' },
      { field: 'pledged', message: 'Pledge cannot be negative' },
      { field: 'paid', message: 'Paid: KES amounts have at most 2 decimals' },
    ]);
  });

  it('flags a phone repeated in the file on the later row', () => {
    const { valid, problems } = validateMemberRows(
      [
        { row: 2, values: { name: 'A', phone: '0712345678' } },
        { row: 3, values: { name: 'B', phone: '+254 712 345 678' } },
      ],
      KE,
    );
    expect(valid.map((v) => v.row)).toEqual([2]);
    expect(problems).toEqual([
      { row: 3, field: 'phone', message: "Same phone number as row 2: '+254 712 345 678' (B)" },
    ]);
  });

  it('names the member and the offending value in every problem (issue 29)', () => {
    const { problems } = validateMemberRows(
      [{ row: 2, values: { name: 'Baraka', phone: '0712', pledged: 'USD 40' } }],
      KE,
    );
    expect(problems).toEqual([
      { row: 2, field: 'phone', message: "Invalid phone number: '0712' (Baraka)" },
      {
        row: 2,
        field: 'pledged',
        message: "Pledge is in USD, but this occasion is in KES: 'USD 40' (Baraka)",
      },
    ]);
  });

  it('notes a payment above the pledge, but not a gift without a pledge', () => {
    const record = { name: 'A', pledgedMinor: 100, paidMinor: 200 };
    expect(memberRowNotice(4, record)).toMatchObject({ row: 4, field: 'paid' });
    expect(memberRowNotice(4, { ...record, pledgedMinor: 0 })).toBeNull();
    expect(memberRowNotice(4, { ...record, paidMinor: 100 })).toBeNull();
  });
});
