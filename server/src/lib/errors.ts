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
      /** Another wording of the code's message (a key of the shared messages, e.g. `memberErrors.LIST_CLOSED`). */
      messageKey?: string;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED');
export const notFound = () => new AppError('NOT_FOUND');

/** What the error handling reads of an error or of one it wraps. */
export interface ErrorFacts {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
}

/** The error and those it wraps (`cause`: Drizzle wraps the driver's error), outermost first, at most five deep. */
export function* causesOf(error: unknown): Generator<ErrorFacts> {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    yield e as ErrorFacts;
    e = (e as { cause?: unknown }).cause;
  }
}

/** The unique constraint a database error violated, if it is one. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (const { code, constraint } of causesOf(error)) {
    if (code === '23505') return String(constraint ?? '');
  }
  return undefined;
}
