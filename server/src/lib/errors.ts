import { type ErrorCode, errorStatus } from '@listok/contract';

/**
 * A refusal the API reports to the caller: a stable code from the contract, translated by the error handler.
 * `fields` maps a field name to a message key (e.g. `validation.email`).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      params?: Record<string, string | number>;
      fields?: Record<string, string>;
      detail?: string;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED');
export const notFound = () => new AppError('NOT_FOUND');

/** The unique constraint a database error violated, if it is one (Drizzle wraps the driver's error as `cause`). */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return String(constraint ?? '');
  }
  return undefined;
}
