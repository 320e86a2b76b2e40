import { Logger, type ArgumentsHost } from '@nestjs/common';
import { ApiException } from './apiException';
import { ApiExceptionFilter } from './apiException.filter';

/** A response that records what the filter answered. */
function answer(error: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    headersSent: false,
    setHeader: () => undefined,
    status(code: number) {
      sent.status = code;
      return { json: (body: unknown) => (sent.body = body) };
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(error, host);
  return sent;
}

describe('ApiExceptionFilter', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers an unexpected error 500 and logs its stack', () => {
    const sent = answer(new Error('disk on fire'));
    expect(sent).toEqual({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/Error: disk on fire\n\s+at /);
  });

  it('answers a deliberate server error as thrown and logs it in one line, without a stack', () => {
    const sent = answer(new ApiException(503, 'AI_NOT_CONFIGURED', 'The AI assistant is not configured'));
    expect(sent.status).toBe(503);
    expect(sent.body).toMatchObject({ code: 'AI_NOT_CONFIGURED' });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('503 AI_NOT_CONFIGURED: The AI assistant is not configured');
  });

  it('logs nothing for a client error', () => {
    expect(answer(new ApiException(404, 'NOT_FOUND', 'No such map')).status).toBe(404);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
