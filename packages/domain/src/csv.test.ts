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

/** A small RFC 4180 reader, to check that what we write reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      rows.at(-1)?.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.at(-1)?.push(field);
      field = '';
      rows.push([]);
      i++;
    } else field += c;
  }
  rows.at(-1)?.push(field);
  return rows;
}

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
    ['=1,2', '"\'=1,2"'],
    ['a=b', 'a=b'],
    [null, ''],
    [undefined, ''],
    [-5, '-5'],
    [12.5, '12.5'],
    [true, 'true'],
  ] as const)('%j -> %j', (value, out) => expect(csvCell(value)).toBe(out));

  it('writes dates as ISO', () => expect(csvCell(new Date('2026-03-08T06:00:00Z'))).toBe('2026-03-08T06:00:00.000Z'));
  it('guardFormula leaves safe text alone', () => expect(guardFormula('Ann')).toBe('Ann'));

  it('property: any text reads back (formula-guarded) and never starts a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const width = rows[0]?.length ?? 1;
        const even = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const [header = [], ...body] = even;
        const back = parseCsv(toCsv(header, body));
        expect(back).toEqual(even.map((r) => r.map(guardFormula)));
        for (const cell of back.flat()) expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
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
      },
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('ID,Username,Email,First Name,Last Name,Phone,Role,Membership Type');
    expect(lines[1]).toBe('1,ann@example.com,ann@example.com,Ann,"O\'Neil, Jr",,user,pro');
    expect(lines[2]).toBe('2,x@example.com,x@example.com,"\'=HYPERLINK(""http://evil"")",X,\'+12105550100,admin,none');
    expect(MEMBER_CSV_COLUMNS).toHaveLength(8);
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
    expect(csv.split('\r\n')[1]).toBe('3,Ann,Lee,ann@example.com,2105550100,3/8/26,Evening,Friend/Family,pending,,3/1/26');
  });
});
