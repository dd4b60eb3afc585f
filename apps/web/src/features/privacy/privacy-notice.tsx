import { Trans } from "@lingui/react/macro";
import { Anchor, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** The line under a public form: what the data is for, and where the privacy notice is. */
export function PrivacyNotice() {
  return (
    <Text size="sm" c="#5c4a5e">
      <Trans>
        Mir benotzen Är Donnéeë just fir Är Ufro. Méi doriwwer am{" "}
        <Anchor component={Link} to="/privacy" c="#8a2444" fw={600} underline="always">
          Dateschutz
        </Anchor>
        .
      </Trans>
    </Text>
  );
}
