import { describe, expect, it } from 'vitest';
import { displayFormat } from './display-format';

const ZONE = 'America/Chicago';
const start = new Date('2026-11-30T22:00:00Z'); // 4:00 PM in San Antonio
const end = new Date('2026-11-30T23:30:00Z');
/** ICU's spaces differ by Node.js version (a narrow no-break space before p.m. in some). */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('displayFormat', () => {
  it('says dates, times and money in English as the club always did', () => {
    const en = displayFormat('en');
    expect(en.date(start, ZONE)).toBe('11/30/26');
    expect(en.time(start, ZONE)).toBe('4:00 PM');
    expect(en.timeRange(start, end, ZONE)).toBe('4:00 PM - 5:30 PM');
    expect(en.money(3500)).toBe('$35');
    expect(en.money(2250)).toBe('$22.50');
  });

  it('says them in Spanish through Intl for es-US, in the club time zone', () => {
    const es = displayFormat('es');
    expect(es.date(start, ZONE)).toBe('30/11/2026');
    expect(plain(es.time(start, ZONE))).toBe('4:00 p.m.');
    expect(plain(es.timeRange(start, end, ZONE))).toBe('4:00–5:30 p.m.');
    expect(es.day('2026-11-30')).toBe('30 de noviembre de 2026');
    expect(es.money(3500)).toBe('$35');
  });
});
