import { TRPCClientError } from "@trpc/client";

/** The field problems the server reported, for showing next to each field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof TRPCClientError) {
    const fields = (error.data as { fields?: Record<string, string> } | undefined)?.fields;
    if (fields) return fields;
  }
  return {};
}
