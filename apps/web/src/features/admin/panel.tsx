import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Container, Group, Tabs, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { trpc } from "../../trpc.js";
import { CONTENT_TABS } from "./kinds/index.js";
import { MessagesTab } from "./messages/messages-tab.js";
import { NewsletterTab } from "./newsletter/newsletter-tab.js";
import { AdminOverview, useOverviewData } from "./overview/admin-overview.js";
import { AdminLoading, useAdminUser } from "./require-admin.js";
import { mayOpenTab } from "./role-access.js";
import { MailStatusBanner } from "./settings/mail-status.js";
import { SettingsTab } from "./settings/settings-tab.js";
import { AccountTab } from "./tabs/account/account-tab.js";
import { AuditTab } from "./tabs/audit/audit-tab.js";
import { SystemTab } from "./tabs/system/system-tab.js";
import { TrashTab } from "./trash/trash-tab.js";

const TABS = [
  ...CONTENT_TABS.map((tab) => tab.value),
  "messages",
  "newsletter",
  "settings",
  "account",
  "audit",
  "trash",
  "system",
] as const;
type Tab = (typeof TABS)[number];
const TAB_KEY = "jc-admin-tab";

/**
 * The tab the admin last used, so coming back from an edit page lands where they were; else the
 * first one the account's role shows.
 */
function rememberedTab(show: (tab: Tab) => boolean): Tab {
  const saved = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(TAB_KEY);
  return TABS.find((tab) => tab === saved && show(tab)) ?? TABS.find(show) ?? "account";
}

export function AdminPanel() {
  const { t, i18n } = useLingui();
  const user = useAdminUser();
  const queryClient = useQueryClient();
  // Only the tabs the account's role may use (the server refuses the rest anyway); the panels render
  // only for the chosen tab (keepMounted false), which is always one of them.
  const show = (tab: Tab) => mayOpenTab(user.role, tab);
  const [tab, setTab] = useState<Tab>(() => rememberedTab(show));
  const counts = useQuery({ ...trpc.contactSubmissions.counts.queryOptions(), enabled: show("messages") });
  const newMessages = counts.data?.new ?? 0;
  // The overview and the mail banner sit above the tabs: the tabs appear once both have their data,
  // so that nothing moves them after the admin sees them (a click meant for a tab would land on
  // whatever slid under the pointer).
  const overview = useOverviewData(show("events"));
  const mail = useQuery({ ...trpc.mail.settings.queryOptions(), enabled: show("settings") });
  // Each content tab's list is a chunk of its own (kinds/): fetched with the panel, so that a tab
  // shows its list at once.
  const [listsLoaded, setListsLoaded] = useState(false);
  useEffect(() => {
    void Promise.all(CONTENT_TABS.map((one) => one.list.preload?.())).finally(() => setListsLoaded(true));
  }, []);
  const laidOut = !overview.loading && !mail.isLoading && listsLoaded;
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    }),
  );
  const select = (value: string | null) => {
    const next = (value ?? "events") as Tab;
    setTab(next);
    sessionStorage.setItem(TAB_KEY, next);
  };
  return (
    <Container size="lg" py={40}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="xl">
        <div>
          <Title order={1}>Admin Panel</Title>
          <Text c="#5c4a5e" mt={4} maw={560}>
            <Trans>Hier verwalten Sie Events, Sponsoren, Fotos, das Komitee und die eingegangenen Nachrichten.</Trans>
          </Text>
          <Text size="sm" mt={6}>
            <Trans>Angemeldet als {user.username}</Trans>
          </Text>
        </div>
        <Group gap="sm">
          <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
            <Trans>Abmelden</Trans>
          </Button>
        </Group>
      </Group>
      {!laidOut ? (
        <AdminLoading />
      ) : (
        <>
          {show("settings") && <MailStatusBanner onOpenSettings={() => select("settings")} />}
          {show("events") && <AdminOverview onOpenMessages={() => select("messages")} />}
          <Tabs value={tab} onChange={select} keepMounted={false} variant="outline" radius="md">
            <Tabs.List mb="lg" style={{ flexWrap: "wrap" }}>
              {CONTENT_TABS.filter((tab) => show(tab.value)).map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {i18n._(tab.label)}
                </Tabs.Tab>
              ))}
              {show("messages") && (
                <Tabs.Tab
                  value="messages"
                  rightSection={
                    newMessages > 0 ? (
                      <Badge size="sm" circle={newMessages < 10} color="wine.8">
                        {newMessages}
                        <VisuallyHidden>{t` neue`}</VisuallyHidden>
                      </Badge>
                    ) : null
                  }
                >
                  {t`Nachrichten`}
                </Tabs.Tab>
              )}
              {show("newsletter") && <Tabs.Tab value="newsletter">{t`Newsletter`}</Tabs.Tab>}
              {show("settings") && <Tabs.Tab value="settings">{t`Einstellungen`}</Tabs.Tab>}
              {show("account") && <Tabs.Tab value="account">{t`Konto`}</Tabs.Tab>}
              {show("audit") && <Tabs.Tab value="audit">{t`Protokoll`}</Tabs.Tab>}
              {show("trash") && <Tabs.Tab value="trash">{t`Papierkorb`}</Tabs.Tab>}
              {show("system") && <Tabs.Tab value="system">{t`System`}</Tabs.Tab>}
            </Tabs.List>
            {CONTENT_TABS.map(({ value, list: List }) => (
              <Tabs.Panel key={value} value={value}>
                <Suspense fallback={<AdminLoading />}>
                  <List />
                </Suspense>
              </Tabs.Panel>
            ))}
            <Tabs.Panel value="messages">
              <MessagesTab />
            </Tabs.Panel>
            <Tabs.Panel value="newsletter">
              <NewsletterTab />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <SettingsTab />
            </Tabs.Panel>
            <Tabs.Panel value="account">
              <AccountTab user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="audit">
              <AuditTab />
            </Tabs.Panel>
            <Tabs.Panel value="trash">
              <TrashTab />
            </Tabs.Panel>
            <Tabs.Panel value="system">
              <SystemTab />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Container>
  );
}
