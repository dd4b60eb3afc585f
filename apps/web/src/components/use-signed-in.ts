import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc, trpcClient } from "../trpc.js";

/**
 * The admin who is signed in, as far as this page knows: the admin area asks the server, and the
 * header only reads that answer (a visitor's page never asks). `signOut` ends the session.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const me = useQuery({ ...trpc.auth.me.queryOptions(), enabled: false });
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await trpcClient.auth.logout.mutate();
      queryClient.setQueryData(trpc.auth.me.queryKey(), { user: null });
    } finally {
      setSigningOut(false);
    }
  };
  return { user: me.data?.user ?? null, signOut: () => void signOut(), signingOut };
}
