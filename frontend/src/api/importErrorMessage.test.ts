import { FILE_FORMAT_REASONS, FILE_FORMAT_REASON_CODES, importFile, FileFormatError } from '@mapa/model';
import { flatten } from '../i18n/checks/catalogueChecks';
import { CATALOGUES, createI18n } from '../i18n/createI18n';
import { UI_LANGUAGES } from '../i18n/languages';
import { ApiError } from './ApiError';
import { importErrorMessage } from './importErrorMessage';

const enc = (s: string) => new TextEncoder().encode(s);

function fileError(fileName: string, text: string): FileFormatError {
  try {
    importFile(fileName, enc(text));
  } catch (error) {
    if (error instanceof FileFormatError) return error;
    throw error;
  }
  throw new Error('no error was thrown');
}

describe('the reasons a file cannot be imported, in the catalogues', () => {
  it.each(UI_LANGUAGES)('every reason code has a sentence in %s', (language) => {
    const sentences = flatten(CATALOGUES[language]);
    const missing = FILE_FORMAT_REASON_CODES.filter(
      (code) => !sentences.get(`fileFormat.reasons.${code}`)?.trim(),
    );
    expect(missing).toEqual([]);
  });

  it('no sentence is left for a reason that does not exist', () => {
    const known = new Set<string>(FILE_FORMAT_REASON_CODES);
    for (const language of UI_LANGUAGES) {
      const keys = [...flatten(CATALOGUES[language]).keys()].filter((k) =>
        k.startsWith('fileFormat.reasons.'),
      );
      expect(keys.map((k) => k.slice('fileFormat.reasons.'.length)).filter((c) => !known.has(c))).toEqual([]);
    }
  });

  it('a sentence only uses values its reason gives', () => {
    for (const language of UI_LANGUAGES) {
      const sentences = flatten(CATALOGUES[language]);
      for (const code of FILE_FORMAT_REASON_CODES) {
        const given = new Set<string>(FILE_FORMAT_REASONS[code].params);
        const used = [...(sentences.get(`fileFormat.reasons.${code}`) ?? '').matchAll(/\{\{(\w+)/g)];
        expect([code, used.map((m) => m[1]).filter((name) => !given.has(name))]).toEqual([code, []]);
      }
    }
  });
});

describe('importErrorMessage', () => {
  const en = createI18n({ lng: 'en' }).t;
  const pt = createI18n({ lng: 'pt-BR' }).t;

  it("says an editor's converter error in Portuguese, with its line and column", () => {
    const error = fileError(
      'a.opml',
      '<opml version="2.0">\n<head/>\n<body><outline text="x">\n</body></opml>',
    );
    expect(importErrorMessage(error, pt, 'pt-BR')).toMatch(/^linha \d+, coluna \d+: o XML está malformado$/);
    expect(importErrorMessage(error, en, 'en')).toMatch(/^line \d+, column \d+: the XML is not well-formed$/);
  });

  it("says the server's INVALID_FILE reason, values and path included, numbers as the language writes them", () => {
    const tooMany = new ApiError(
      400,
      'INVALID_FILE',
      'big.opml: the file has more than 200,000 nodes',
      undefined,
      {
        code: 'TOO_MANY_NODES',
        params: { limit: 200_000 },
      },
    );
    expect(importErrorMessage(tooMany, pt, 'pt-BR')).toBe('o arquivo tem mais de 200.000 nós');
    expect(importErrorMessage(tooMany, en, 'en')).toBe('the file has more than 200,000 nodes');
    const child = new ApiError(400, 'INVALID_FILE', 'x', '$.children[1]', {
      code: 'JSON_CHILD_NOT_OBJECT',
      params: {},
    });
    expect(importErrorMessage(child, pt, 'pt-BR')).toBe('$.children[1]: um filho não é um objeto');
  });

  it('falls back on the sentence of the error code, never the English message', () => {
    const unknown = new ApiError(400, 'INVALID_FILE', 'x.mm: something new', undefined, {
      code: 'SOMETHING_NEW',
      params: {},
    });
    expect(importErrorMessage(unknown, pt, 'pt-BR')).toBe('Este arquivo não pode ser lido.');
    expect(importErrorMessage(new ApiError(400, 'INVALID_FILE', 'x.mm: old server'), pt, 'pt-BR')).toBe(
      'Este arquivo não pode ser lido.',
    );
    expect(importErrorMessage(new ApiError(413, 'FILE_TOO_LARGE', 'Too big'), en, 'en')).toBe(
      en('errors.FILE_TOO_LARGE'),
    );
  });
});
