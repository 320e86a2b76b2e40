import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { API_ERROR_CODES } from '@mapa/model';
import en from '../i18n/en.json';
import { createI18n } from '../i18n/createI18n';
import { ApiError, NETWORK_ERROR } from './ApiError';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  const inEnglish = createI18n({ lng: 'en' }).t;
  const pt = createI18n({ lng: 'pt-BR' }).t;

  it('turns a server code into the sentence of the interface language, never the server text', () => {
    const error = new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password (server text)');
    expect(errorMessage(error, inEnglish)).toBe('Wrong email or password.');
    expect(errorMessage(error, pt)).toBe('E-mail ou senha incorretos.');
  });

  it.each([
    ['VALIDATION_FAILED', 400, 'Algumas informações não foram aceitas. Confira e tente novamente.'],
    ['CONFLICT_DETECTED', 409, 'Este mapa foi alterado em outro lugar nesse meio-tempo.'],
    ['NOT_FOUND', 404, 'O que você procurou não foi encontrado.'],
    ['TOO_MANY_ATTEMPTS', 429, 'Muitas tentativas. Tente novamente em alguns minutos.'],
    ['TOO_MANY_REQUESTS', 429, 'Muitas solicitações. Aguarde um pouco e tente novamente.'],
    [
      'TOO_MANY_EVENT_STREAMS',
      429,
      'Há mapas demais abertos ao mesmo tempo nesta conta. Feche algumas abas para voltar a ver as alterações ao vivo.',
    ],
    ['PAYLOAD_TOO_LARGE', 413, 'Isso é grande demais para ser enviado. Reduza o tamanho e tente novamente.'],
    [
      'PRECONDITION_REQUIRED',
      428,
      'Faltou a versão do mapa na solicitação. Recarregue a página e tente novamente.',
    ],
    ['UNSUPPORTED_MEDIA_TYPE', 415, 'Este tipo de arquivo não é aceito.'],
    ['INSUFFICIENT_CREDITS', 400, 'Você não tem mais créditos de IA.'],
    [
      'AI_NOT_CONFIGURED',
      503,
      'O assistente de IA não está configurado neste servidor. Um administrador pode ativá-lo definindo OPENAI_BASE_URL (veja o guia de operação).',
    ],
  ])('%s (%i) reads in Portuguese', (code, status, sentence) => {
    expect(errorMessage(new ApiError(status, code, 'server text'), pt)).toBe(sentence);
  });

  it('says the server was not reached when it was not', () => {
    expect(errorMessage(new ApiError(0, NETWORK_ERROR, 'Failed to fetch'), pt)).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
  });

  it('falls back on the status for an unknown code, then on a generic sentence', () => {
    expect(errorMessage(new ApiError(403, 'SOMETHING_NEW', 'x'), inEnglish)).toBe(
      'You do not have permission to do this.',
    );
    expect(errorMessage(new ApiError(502, 'HTTP_502', 'Bad Gateway'), inEnglish)).toBe(
      'The server had a problem. Please try again in a moment.',
    );
    expect(errorMessage(new ApiError(418, 'HTTP_418', "I'm a teapot"), pt)).toBe(
      'Algo deu errado. Tente novamente.',
    );
    expect(errorMessage(new Error('TypeError: x is undefined'), inEnglish)).toBe(
      'Something went wrong. Please try again.',
    );
    expect(errorMessage('a string', pt)).toBe('Algo deu errado. Tente novamente.');
  });

  it('uses the code a client-side error carries', () => {
    const error = Object.assign(new Error('The file could not be read'), { code: 'FILE_UNREADABLE' });
    expect(errorMessage(error, pt)).toBe('Não foi possível ler o arquivo.');
  });
});

describe('the error catalogue', () => {
  const known = new Set(Object.keys(en.errors));

  it('has a sentence for every code of the API contract', () => {
    expect(API_ERROR_CODES.filter((code) => !known.has(code))).toEqual([]);
  });

  it('has a sentence for every code the server throws', () => {
    const thrown = serverErrorCodes();
    expect(thrown.size).toBeGreaterThan(5);
    expect([...thrown].filter((code) => !known.has(code))).toEqual([]);
  });
});

/** The literal codes of every `new ApiException(status, 'CODE', ...)` in the backend's sources. */
function serverErrorCodes(): Set<string> {
  const root = join(__dirname, '..', '..', '..', 'backend', 'src');
  const codes = new Set<string>();
  for (const path of readdirSync(root, { recursive: true }) as string[]) {
    if (!path.endsWith('.ts') || path.endsWith('.test.ts')) continue;
    const sf = ts.createSourceFile(
      path,
      readFileSync(join(root, path), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText(sf) === 'ApiException') {
        const code = node.arguments?.[1];
        if (code && ts.isStringLiteral(code)) codes.add(code.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return codes;
}
