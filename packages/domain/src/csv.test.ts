import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  demoRequestCsv,
  demoRequestCsvFileName,
  guardFormula,
  MEMBER_CSV_COLUMNS,
  memberCsv,
  memberCsvFileName,
  toCsv,
} from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 210 555', "'+1 210 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', '"\'\rx"'],
    ['\nx', '"\'\nx"'],
    // whitespace before a formula character: spreadsheets trim it and run the formula
    [' =1+1', "' =1+1"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    [' \t-2', "' \t-2"],
    ['\n=1', '"\'\n=1"'],
    ['\r\n+1', '"\'\r\n+1"'],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    [' plain', ' plain'],
    ['a -b', 'a -b'],
    ['=1,2', '"\'=1,2"'],
    ['a=b', 'a=b'],
    [null, ''],
    [undefined, ''],
    [-5, '-5'],
    [12.5, '12.5'],
    [true, 'true'],
  ] as const)('%j -> %j', (value, out) => expect(csvCell(value)).toBe(out));

  it('writes dates as ISO', () =>
    expect(csvCell(new Date('2026-03-08T06:00:00Z'))).toBe('2026-03-08T06:00:00.000Z'));
  it('guardFormula leaves safe text alone', () => expect(guardFormula('Ann')).toBe('Ann'));

  // Characters that matter to CSV and to spreadsheets, mixed with ordinary text.
  const tricky = fc.constantFrom(
    'a',
    'Z',
    '7',
    ' ',
    ',',
    '"',
    "'",
    '\n',
    '\r',
    '\t',
    '=',
    '+',
    '-',
    '@',
    'é',
    '\uFF1D',
  );
  const cell = fc.oneof(fc.string({ unit: tricky, maxLength: 8 }), fc.string({ maxLength: 8 }));
  // at least two columns (every export has several): a record of one empty field is an empty
  // line, which CSV readers skip
  const table = fc
    .tuple(
      fc.integer({ min: 2, max: 4 }),
      fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
    )
    .map(([width, rows]) => rows.map((r) => r.slice(0, width)));

  /** Would a spreadsheet run this cell? (OWASP: = + - @ first, after any whitespace; or tab/CR/LF first.) */
  const runsAsFormula = (text: string) =>
    /^[\t\r\n]/.test(text) ||
    ['=', '+', '-', '@', '\uFF1D'].includes(text.replace(/^[ \t\r\n]+/, '').charAt(0));

  it('property: a real CSV parser reads back every cell; only cells that would run are prefixed', () => {
    fc.assert(
      fc.property(table, (rows) => {
        const [header = [], ...body] = rows;
        const back: string[][] = parse(toCsv(header, body));
        expect(back).toEqual(rows.map((r) => r.map((c) => (runsAsFormula(c) ? `'${c}` : c))));
        for (const read of back.flat())
          if (!read.startsWith("'")) expect(runsAsFormula(read)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('property: numbers, booleans and dates are written as values, never guarded', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.date({ noInvalidDate: true }), (n, b, d) => {
        expect(parse(toCsv(['n', 'b', 'd'], [[n, b, d]]))).toEqual([
          ['n', 'b', 'd'],
          [String(n), String(b), d.toISOString()],
        ]);
      }),
    );
  });
});

describe('member export', () => {
  it('has the spec columns and one CRLF record per member', () => {
    const csv = memberCsv([
      {
        id: 1,
        username: 'ann@example.com',
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: "O'Neil, Jr",
        phone: null,
        role: 'user',
        membershipType: 'pro',
        hoursRemaining: 10.5,
        balanceCents: 1250,
        noShows30Days: 2,
      },
      {
        id: 2,
        username: 'x@example.com',
        email: 'x@example.com',
        firstName: '=HYPERLINK("http://evil")',
        lastName: 'X',
        phone: '+12105550100',
        role: 'admin',
        membershipType: 'none',
        hoursRemaining: 0,
        balanceCents: -505,
        noShows30Days: 0,
      },
      {
        id: 3,
        username: 'e@example.com',
        email: 'e@example.com',
        firstName: 'Eli',
        lastName: 'Te',
        phone: null,
        role: 'user',
        membershipType: 'elite',
        hoursRemaining: null,
        balanceCents: 0,
        noShows30Days: 0,
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Username,Email,First Name,Last Name,Phone,Role,Membership Type,Plan Hours Left,Balance,No-shows (30 days)',
    );
    expect(lines[1]).toBe(
      '1,ann@example.com,ann@example.com,Ann,"O\'Neil, Jr",,user,pro,10.5,12.5,2',
    );
    expect(lines[2]).toBe(
      '2,x@example.com,x@example.com,"\'=HYPERLINK(""http://evil"")",X,\'+12105550100,admin,none,0,-5.05,0',
    );
    expect(lines[3]).toBe('3,e@example.com,e@example.com,Eli,Te,,user,elite,unlimited,0,0');
    expect(MEMBER_CSV_COLUMNS).toHaveLength(11);
  });

  it('file names carry the date', () => {
    expect(memberCsvFileName('2026-03-08')).toBe('members-2026-03-08.csv');
    expect(demoRequestCsvFileName('2026-03-08')).toBe('demo-requests-2026-03-08.csv');
  });
});

describe('demo request export', () => {
  it('shows dates in the zone in US form', () => {
    const csv = demoRequestCsv(
      [
        {
          id: 3,
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          phone: '2105550100',
          preferredDate: new Date('2026-03-09T03:00:00Z'), // 10 PM on the 8th in Chicago
          preferredTime: 'Evening',
          heardFrom: 'Friend/Family',
          status: 'pending',
          notes: null,
          createdAt: new Date('2026-03-01T18:00:00Z'),
        },
      ],
      'America/Chicago',
    );
    expect(csv.split('\r\n')[1]).toBe(
      '3,Ann,Lee,ann@example.com,2105550100,3/8/26,Evening,Friend/Family,pending,,3/1/26',
    );
  });
});
