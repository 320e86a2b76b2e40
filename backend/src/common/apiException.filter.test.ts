import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Controller, Get, Logger, Res, type ArgumentsHost, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Response } from 'express';
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

/** A route that starts its answer and then fails, as a streamed export whose renderer throws halfway. */
@Controller('half')
class HalfAnswerController {
  @Get()
  async half(@Res() res: Response): Promise<void> {
    res.status(200).set('content-type', 'image/png');
    await new Promise<void>((resolve) => res.write(Buffer.from([0x89, 0x50, 0x4e, 0x47]), () => resolve()));
    throw new Error('the renderer failed halfway');
  }
}

describe('ApiExceptionFilter on an answer already begun', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const module = await Test.createTestingModule({ controllers: [HalfAnswerController] }).compile();
    app = module.createNestApplication({ logger: false });
    app.useGlobalFilters(new ApiExceptionFilter());
    await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  it('cuts the connection, so the client learns the file is incomplete instead of waiting for ever', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { port } = app.getHttpServer().address() as AddressInfo;
    const outcome = await new Promise<{ status: number; bytes: number; complete: boolean }>(
      (resolve, reject) => {
        get(`http://127.0.0.1:${port}/half`, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          // Before the fix neither happened: the answer stayed open with its first bytes.
          res.on('close', () => resolve({ status: res.statusCode ?? 0, bytes, complete: res.complete }));
        }).on('error', reject);
      },
    );
    expect(outcome).toEqual({ status: 200, bytes: 4, complete: false });
  });
});
