// Domain errors thrown by services (which never import tRPC); trpc.ts maps them to HTTP codes.

export class DomainError extends Error {}

export class NotFoundError extends DomainError {}

export class ConflictError extends DomainError {}

export class UnauthorizedError extends DomainError {}

export class ForbiddenError extends DomainError {}

/** Input that passed the schema but breaks a rule, such as an unknown category. */
export class InvalidInputError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Prisma's "record to update/delete not found". */
export function isRecordNotFound(error: unknown): boolean {
  return (error as { code?: string })?.code === "P2025";
}

export class PayloadTooLargeError extends DomainError {}

export class UnsupportedMediaTypeError extends DomainError {}
