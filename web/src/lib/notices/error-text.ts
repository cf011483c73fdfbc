import { isRecord, networkFailureStatus } from '../api/api';

export interface ErrorBarContent {
  text: string;
  status: number;
  /** The answer was not a contract error object; the caller logs it. */
  wrongFormat: boolean;
}

type Translate = (key: 'apiError.wrongFormat' | 'apiError.network' | 'apiError.unknown') => string;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Spec §8: the bar shows the body's `detail`, falling back to `message`, with the body's `status`
 * (else the HTTP status); a 500 is prefixed with '500: '.
 */
export function errorBarContent(httpStatus: number, body: unknown, t: Translate): ErrorBarContent {
  if (httpStatus === networkFailureStatus)
    return { text: t('apiError.network'), status: httpStatus, wrongFormat: false };
  const wrongFormat = !isRecord(body);
  const record = isRecord(body) ? body : {};
  const status = typeof record.status === 'number' ? record.status : httpStatus;
  let text: string;
  if (nonEmpty(record.detail)) text = record.detail;
  else if (nonEmpty(record.message)) text = record.message;
  else text = t(wrongFormat ? 'apiError.wrongFormat' : 'apiError.unknown');
  return { text: status === 500 ? `500: ${text}` : text, status, wrongFormat };
}
