import { useQueryClient } from "@tanstack/react-query";

/** Deletes through `run`, then refreshes every list (the public pages' too). */
export function useRemove<T>(run: (input: { id: number }) => Promise<T>) {
  const queryClient = useQueryClient();
  return async (id: number) => {
    await run({ id });
    await queryClient.invalidateQueries();
  };
}
