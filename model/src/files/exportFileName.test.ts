import { exportFileName } from './exportFileName';

describe('exportFileName (spec §3.10)', () => {
  it('lower-cases the title and puts _ for spaces, colons and dots', () => {
    expect(exportFileName('Plan: v1.2 Final', 'json')).toBe('plan__v1_2_final.json');
  });

  it('keeps letters of any language and makes path characters harmless', () => {
    expect(exportFileName('Ação/Reunião?', 'json')).toBe('ação_reunião_.json');
  });

  it('names an untitled map "map"', () => {
    expect(exportFileName('   ', 'json')).toBe('map.json');
  });

  it('drops what cannot be percent-encoded for Content-Disposition (a lone surrogate) and other unsafe characters', () => {
    const name = exportFileName('a\uD800b\u007F\uFFFEc\u0001', 'svg');
    expect(name).toBe('abc_.svg');
    expect(() => encodeURIComponent(name)).not.toThrow();
  });
});
