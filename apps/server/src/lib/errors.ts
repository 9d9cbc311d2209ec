/**
 * The closed set of errors a service may throw (conventions, habit 7). Messages are translation
 * keys; the error handler translates them from the request's locale.
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** A translation key such as 'errors.not_found'. */
    readonly messageKey: string,
    readonly fieldErrors?: FieldErrors,
    readonly vars?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

/**
 * A change the 360 set-up refuses (api-notes "Errors": the add, remove and publish calls put the
 * text to show in `detail` as well, and the modal shows it).
 */
export class RefusedChange extends AppError {
  readonly withDetail = true;
  constructor(messageKey: string, vars?: Record<string, string | number>, statusCode = 400) {
    super(statusCode, messageKey, undefined, vars);
  }
}

export class NotFound extends AppError {
  constructor(messageKey = 'errors.not_found') {
    super(404, messageKey);
  }
}

export class Forbidden extends AppError {
  constructor(messageKey = 'errors.forbidden') {
    super(403, messageKey);
  }
}

export class Unauthorized extends AppError {
  constructor(messageKey = 'errors.unauthorized') {
    super(401, messageKey);
  }
}

export class Conflict extends AppError {
  constructor(messageKey: string, fieldErrors?: FieldErrors) {
    super(409, messageKey, fieldErrors);
  }
}

export class Validation extends AppError {
  constructor(fieldErrors: FieldErrors, messageKey = 'errors.validation') {
    super(400, messageKey, fieldErrors);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    messageKey: string,
    vars: Record<string, string | number>,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, messageKey, undefined, vars);
  }
}

export class Unavailable extends AppError {
  constructor(messageKey = 'errors.unavailable') {
    super(503, messageKey);
  }
}
