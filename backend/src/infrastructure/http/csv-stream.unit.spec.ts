import { csvLine, parseInstant, textCell } from './csv-stream';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and leaves plain cells alone', () => {
    expect(csvLine(['12.50', 'a,b', 'say "hi"', 'two\nlines', null, 3])).toBe(
      '12.50,"a,b","say ""hi""","two\nlines",,3\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula, but not amounts', () => {
    expect(textCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(textCell('+1')).toBe(`'+1`);
    expect(textCell('-2')).toBe(`'-2`);
    expect(textCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(textCell('Bank transfer')).toBe('Bank transfer');
    expect(textCell(null)).toBe('');
    expect(csvLine(['-12.50'])).toBe('-12.50\r\n');
  });

  it('reads a date or an ISO-8601 instant with its offset, and refuses anything else', () => {
    expect(parseInstant(undefined)).toBeNull();
    expect(parseInstant('')).toBeNull();
    expect(parseInstant('2026-11-01')).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(parseInstant('2026-11-01T10:00:00+02:00')).toEqual(new Date('2026-11-01T08:00:00Z'));
    expect(parseInstant('yesterday')).toBe('invalid');
    expect(parseInstant('2026-13-45')).toBe('invalid');
    expect(parseInstant('2026-11-01 10:00')).toBe('invalid');
  });
});
