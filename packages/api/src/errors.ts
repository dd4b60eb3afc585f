// The one error contract. Services throw an AppError with a code; its HTTP status, the tRPC code
// (the same names), the REST body `{ code, message, fields? }` and the host's error handler all
// derive from that code. Services never import tRPC or Fastify.

/** The error codes the API answers with: tRPC's names, each with one HTTP status. */
export const HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof HTTP_STATUS;

/** The code of an HTTP error status; any other 4xx is a bad request, any 5xx an internal error. */
export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(HTTP_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
}

/** What a person reads when the server failed; the details go to the log, never to the answer. */
export const INTERNAL_MESSAGE = "Feeler opgetrueden";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field name -> its problem, for forms and REST clients. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super("NOT_FOUND", message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super("CONFLICT", message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super("UNAUTHORIZED", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super("FORBIDDEN", message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super("BAD_REQUEST", message);
  }
}

/** Input that passed the schema but breaks a rule, such as an unknown category. */
export class InvalidInputError extends AppError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super("BAD_REQUEST", message, { [field]: message });
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super("TOO_MANY_REQUESTS", message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super("PAYLOAD_TOO_LARGE", message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super("UNSUPPORTED_MEDIA_TYPE", message);
  }
}

/** A part the answer needs (the database, the file storage) does not answer now; trying later may work. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super("SERVICE_UNAVAILABLE", message);
  }
}

/** Prisma's "record to update/delete not found". */
export function isRecordNotFound(error: unknown): boolean {
  return (error as { code?: string })?.code === "P2025";
}

/** Prisma's "unique constraint failed": a row with that key was written first, perhaps at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === "P2002";
}

/** A validation problem as zod (and trpc-to-openapi, which passes zod's issues on) reports it. */
export interface Issue {
  path?: readonly PropertyKey[];
  message?: string;
}

/** Field name -> the first problem with it; "_" for the input as a whole. */
export function fieldsFromIssues(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path && issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    fields[key] ??= issue.message ?? "Ungültiger Wert";
  }
  return fields;
}

export const CHECK_INPUT = "Bitte die Eingaben prüfen";

/** The message of a validation error that names each field: for REST, where no form shows them. */
export function describeFields(fields: Record<string, string>): string {
  return `${CHECK_INPUT}: ${Object.entries(fields)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join("; ")}`;
}
