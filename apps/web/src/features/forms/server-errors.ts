import { TRPCClientError } from "@trpc/client";

/** A problem the form finds itself before sending, shown at its field like the server's. */
export class FormFieldError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0]);
  }
}

/** The field problems the server (or the form itself) reported, for showing next to each field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof FormFieldError) return error.fields;
  if (error instanceof TRPCClientError) {
    const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields;
    if (fields) return fields;
  }
  return {};
}

/** One line for a toast: the first field problem, else the server's message, else `fallback`. */
export function serverErrorMessage(error: unknown, fallback: string): string {
  const first = Object.values(serverFieldErrors(error))[0];
  return first ?? (error instanceof TRPCClientError && error.data ? error.message : fallback);
}

/** The server answered that the item asked for does not exist (404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 404;
}
