import type { Response } from 'express';
import type { Envelope, ErrorBody } from '../../shared/contracts/envelope';

const MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

export function sendData(res: Response, data: unknown, status = 200, bookmark?: string): void {
  const body: Envelope<unknown> = {
    resource_response: { status: 'success', code: 0, message: 'ok', data, ...(bookmark !== undefined ? { bookmark } : {}), error: null },
  };
  res.status(status).json(body);
}

/** The same envelope as sendData, around data that is already JSON text. */
export function sendSerializedData(res: Response, json: string, status = 200, bookmark?: string): void {
  const mark = bookmark !== undefined ? `,"bookmark":${JSON.stringify(bookmark)}` : '';
  res
    .status(status)
    .type('application/json')
    .send(`{"resource_response":{"status":"success","code":0,"message":"ok","data":${json}${mark},"error":null}}`);
}

export function sendError(res: Response, status: number, error: ErrorBody): void {
  const body: Envelope<null> = {
    resource_response: { status: 'failure', code: status, message: MESSAGES[status] ?? 'Error', data: null, error },
  };
  res.status(status).json(body);
}
