import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Container, Group, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Columns } from "../../components/columns.js";
import { club } from "../../lib/club.js";
import classes from "./hero.module.css";
import actions from "./home-actions.module.css";

export function Hero() {
  const { t } = useLingui();
  const stats = [
    { value: "40+", label: t`Memberen` },
    { value: "1+", label: t`Event pro Mount` },
    { value: String(club.founded), label: t`Gegrënnt` },
  ];
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <img
        className={classes.image}
        src="/images/hero-1600.webp"
        srcSet="/images/hero-800.webp 800w, /images/hero-1600.webp 1600w"
        sizes="100vw"
        alt=""
        fetchPriority="high"
      />
      <div className={classes.shade} />
      <Container size="lg" className={classes.content}>
        <Text className={classes.place}>{club.place}</Text>
        <Title order={1} id="hero-title" className={classes.title}>
          {club.name}
        </Title>
        <Text className={classes.description}>
          <Trans>
            Mir sinn de Jugendclub vum Duerf: mir organiséieren d'ganzt Joer Fester, Sport, Ausflich a Kultur, fir jonk
            Leit an d'ganz Gemeng.
          </Trans>
        </Text>
        <Group gap="md" mt="xl" className={actions.actions}>
          <Button component={Link} to="/contact" size="lg" color="amber.4" c="#2b1630">
            <Trans>Member ginn</Trans>
          </Button>
          <Button component={Link} to="/events" size="lg" variant="white" c="wine.8">
            <Trans>Aktuell Eventen</Trans>
          </Button>
        </Group>
        <Columns cols={3} spacing="sm" mt={48} className={classes.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <Text className={classes.statValue}>{stat.value}</Text>
              <Text className={classes.statLabel}>{stat.label}</Text>
            </div>
          ))}
        </Columns>
      </Container>
    </section>
  );
}
