import { Trans } from "@lingui/react/macro";
import { Button, Container, Group, Paper, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import actions from "./home-actions.module.css";
import classes from "./join-block.module.css";

export function JoinBlock() {
  return (
    <Container size="lg" mt={80} component="section" aria-labelledby="join-title">
      <Paper radius="lg" className={classes.panel} bg="#a52d50" c="#fff">
        <Title order={2} id="join-title" c="#fff">
          <Trans>Gitt Deel vun eiser Communautéit</Trans>
        </Title>
        <Text mt="sm" maw={640} c="#fbeaf0" fz="lg">
          <Trans>
            Ob beim Opbau vum Buerg, um Summerfest oder beim Kino-Owend: bei eis ass all Hand wëllkomm. Maach mat!
          </Trans>
        </Text>
        <Group mt="xl" className={actions.actions}>
          <Button component={Link} to="/contact" size="md" color="amber.4" c="#2b1630">
            <Trans>Member ginn</Trans>
          </Button>
          <Button component={Link} to="/events" size="md" variant="white" c="wine.8">
            <Trans>Aktuell Eventen</Trans>
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
