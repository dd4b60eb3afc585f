import { TRPCClientError } from "@trpc/client";

/** The field problems the server reported, for showing next to each field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
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
