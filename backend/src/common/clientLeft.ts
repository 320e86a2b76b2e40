import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Response } from 'express';

/** Why work for a request was given up: its client closed the connection before the answer was complete. */
export class ClientLeftError extends Error {
  constructor() {
    super('The client closed the connection before the answer was complete');
    this.name = 'ClientLeftError';
  }
}

const signals = new WeakMap<Response, AbortSignal>();

/**
 * A signal aborted (with a {@link ClientLeftError}) once the client of `res` has gone: its connection closed before
 * the answer was finished. Aborted at once when that already happened (while the body was being read, say). It
 * watches the response, not the request: a request's own `close` comes as soon as its body is read.
 */
export function clientLeftSignal(res: Response): AbortSignal {
  let signal = signals.get(res);
  if (signal) return signal;
  const controller = new AbortController();
  signal = controller.signal;
  signals.set(res, signal);
  const left = () => {
    if (!res.writableFinished) controller.abort(new ClientLeftError());
  };
  if (res.destroyed || res.closed || res.socket?.destroyed) left();
  else res.once('close', left);
  return signal;
}

/** The route's {@link clientLeftSignal}: pass it to work worth cancelling (the document worker pool's tasks). */
export const ClientLeft = createParamDecorator((_: unknown, ctx: ExecutionContext): AbortSignal =>
  clientLeftSignal(ctx.switchToHttp().getResponse<Response>()),
);
