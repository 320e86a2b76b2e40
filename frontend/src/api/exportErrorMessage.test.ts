import { createI18n } from '../i18n/createI18n';
import { ApiError, EXPORT_INTERRUPTED, NETWORK_ERROR } from './ApiError';
import { exportErrorMessage } from './exportErrorMessage';

describe('exportErrorMessage', () => {
  const en = createI18n({ lng: 'en' }).t;
  const pt = createI18n({ lng: 'pt-BR' }).t;

  it('says a refused PNG is the map being too large to draw, not a file too large to send', () => {
    const error = new ApiError(413, 'FILE_TOO_LARGE', 'The PNG would be 40000 x 30000 px (server text)');
    expect(exportErrorMessage(error, en)).toBe(
      'This map is too large to draw as a PNG. Try SVG or PDF, or export fewer nodes.',
    );
    expect(exportErrorMessage(error, pt)).toBe(
      'Este mapa é grande demais para ser desenhado em PNG. Tente SVG ou PDF, ou exporte menos nós.',
    );
  });

  it('uses the general sentence of the export codes the catalogue already has', () => {
    expect(exportErrorMessage(new ApiError(503, 'EXPORT_TIMED_OUT', 'x'), pt)).toBe(
      'A exportação demorou demais e foi interrompida. Tente outro formato ou exporte menos nós.',
    );
    expect(exportErrorMessage(new ApiError(422, 'EXPORT_TOO_LARGE', 'x'), en)).toBe(
      'This map is too large to export in this format. Try another format, or export fewer nodes.',
    );
  });

  it('does not promise a save when the server is busy', () => {
    expect(exportErrorMessage(new ApiError(503, 'SERVER_BUSY', 'x'), en)).toBe(
      'The server is busy with large maps right now. Try the download again in a moment.',
    );
  });

  it('names a download cut off midway, an unreachable server, and falls back for anything else', () => {
    expect(exportErrorMessage(new ApiError(0, EXPORT_INTERRUPTED, 'network error'), pt)).toBe(
      'O download parou antes do fim e nenhum arquivo foi salvo. Verifique sua conexão e tente novamente.',
    );
    expect(exportErrorMessage(new ApiError(0, NETWORK_ERROR, 'Failed to fetch'), en)).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(exportErrorMessage(new ApiError(502, 'HTTP_502', 'Bad Gateway'), en)).toBe(
      'The server had a problem. Please try again in a moment.',
    );
    expect(exportErrorMessage(new Error('WebGL lost'), pt)).toBe('Algo deu errado. Tente novamente.');
  });
});
