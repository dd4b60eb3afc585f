import { useLingui } from "@lingui/react/macro";
import { Center, Loader, Stack, Text } from "@mantine/core";

/** The loading state every page shows until its data arrives. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center py={80} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader color="wine" />
        <Text c="#5c4a5e">{t`Lueden...`}</Text>
      </Stack>
    </Center>
  );
}
