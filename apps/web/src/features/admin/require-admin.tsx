import { useLingui } from "@lingui/react/macro";
import { Center, Container, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { trpc } from "../../trpc.js";
import { LoginForm } from "./login-form.js";

/**
 * Admin screens need a session. Without one the login form shows in place, on the same URL, so
 * after signing in the admin is right where they wanted to go. (The server checks every call.)
 */
export function RequireAdmin({ children }: { children: (user: { id: number; username: string }) => ReactNode }) {
  const { t } = useLingui();
  const me = useQuery(trpc.auth.me.queryOptions());
  if (me.isPending) {
    return (
      <Center py={80}>
        <Loader color="wine" aria-label={t`Lädt...`} />
      </Center>
    );
  }
  const user = me.data?.user;
  if (!user) {
    return (
      <Container size="xs" py={64}>
        <LoginForm />
      </Container>
    );
  }
  return <>{children(user)}</>;
}
