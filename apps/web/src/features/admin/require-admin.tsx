import type { Role } from "@jugendclub/api/roles";
import { useLingui } from "@lingui/react/macro";
import { Center, Container, Loader, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext } from "react";
import { trpc } from "../../trpc.js";
import { LoginForm } from "./login-form.js";

export interface AdminUser {
  id: number;
  username: string;
  /** What the account may do; the panel shows only that (role-access.ts), the server checks it. */
  role: Role;
}

const AdminUserContext = createContext<AdminUser | null>(null);

/** The signed-in admin, inside <RequireAdmin>. */
export function useAdminUser(): AdminUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error("useAdminUser() needs <RequireAdmin> around it");
  return user;
}

/**
 * Admin screens need a session. Without one the login form shows in place, on the same URL, so
 * after signing in the admin is right where they wanted to go. (The server checks every call.)
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useQuery(trpc.auth.me.queryOptions());
  if (me.isPending) return <AdminLoading />;
  const user = me.data?.user;
  if (!user) {
    return (
      <Container size="xs" py={64}>
        <LoginForm />
      </Container>
    );
  }
  return <AdminUserContext value={user}>{children}</AdminUserContext>;
}

/** The admin area's loading state: a status that says it loads (a loader's <span> may not carry a name of its own). */
export function AdminLoading() {
  const { t } = useLingui();
  return (
    <Center py={80} role="status">
      <Loader color="wine" />
      <VisuallyHidden>{t`Lädt...`}</VisuallyHidden>
    </Center>
  );
}
