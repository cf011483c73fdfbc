import { z } from 'zod';

/** Stable machine codes of every error answer, with the HTTP status each one carries. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_JSON: 400,
  BAD_REQUEST: 400,
  BAD_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  FOREIGN_ORIGIN: 403,
  WRONG_ACCESS_CODE: 403,
  NOT_A_MEMBER: 403,
  OWNER_ONLY: 403,
  ADMIN_ONLY: 403,
  NOT_A_CONTACT: 403,
  NOT_MUTUAL_CONTACT: 403,
  OWNER_CANNOT_LEAVE: 403,
  PRODUCT_COMMON: 403,
  CROSS_SITE_JOIN: 403,
  TOKEN_NOT_ALLOWED: 403,
  TOKEN_READ_ONLY: 403,
  TOKEN_OTHER_LIST: 403,
  SELF_CONTACT: 400,
  WRONG_PASSWORD: 400,
  SAME_PASSWORD: 400,
  BAD_TOKEN: 400,
  BAD_EMAIL_TOKEN: 400,
  SAME_EMAIL: 400,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  LIST_CLOSED: 409,
  ITEM_COMPLETED: 409,
  ITEM_EXISTS: 409,
  TOKEN_QUOTA: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  TOO_MANY_LOGIN_FAILURES: 429,
  LIST_QUOTA: 429,
  PRODUCT_QUOTA: 429,
  SHOPPING_TOO_OFTEN: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** The body of every 4xx/5xx answer. */
export const ApiErrorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
