import { Trans } from "@lingui/react/macro";
import { Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { localizedPath } from "../../lib/locale.js";
import { usePageLocale } from "../../lib/use-page-locale.js";
import type { Sent } from "./use-contact-form.js";

/**
 * Where a sent form was: who it thanks, what happens next, and a way to write again. The form's
 * island moves the focus to its heading (tabIndex -1), so a keyboard or screen-reader user hears
 * that it went out, and brings the empty form back in place from the link (data-again).
 */
export function ThankYou({ sent, titleId }: { sent: Sent; titleId: string }) {
  const { name, email, review } = sent;
  const locale = usePageLocale();
  return (
    <Stack gap="md" align="flex-start" role="status">
      <span
        aria-hidden="true"
        style={{
          display: "grid",
          placeItems: "center",
          width: 48,
          height: 48,
          borderRadius: "50%",
          background: "var(--mantine-color-green-8)",
          color: "#fff",
        }}
      >
        <svg
          width="26"
          height="26"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <Title order={2} id={titleId} fz="h3" tabIndex={-1}>
        <Trans>Merci, {name}!</Trans>
      </Title>
      <Text>
        {review ? (
          // Kept for review (many messages from one network at once): true, and nothing more.
          <Trans>
            Är Noriicht ass bei eis ukomm. Well grad vill Noriichten aus dësem Netz kommen, kuckt de Comité se éischt
            no, ier e sech bei Iech mellt, op {email}.
          </Trans>
        ) : (
          <Trans>
            Är Noriicht ass bei eis ukomm. De Comité liest se a mellt sech esou séier wéi méiglech bei Iech, op {email}.
          </Trans>
        )}
      </Text>
      {/* The newsletter's pages are the host's, plain HTML: a page load, not the router's. */}
      <Text>
        <Trans>
          Wëllt Dir wëssen, wat bei eis leeft?{" "}
          {/* Underlined by its own style: the pages with islands carry little of Mantine's CSS, and a
              link in a sentence must not be told apart by its colour alone (WCAG 1.4.1). */}
          <Anchor href={localizedPath(locale, "/newsletter")} style={{ textDecoration: "underline" }}>
            Abonnéiert eisen Newsletter.
          </Anchor>
        </Trans>
      </Text>
      {/* A link to the page without scripts (an empty form); with them, the form comes back in place. */}
      <Button component={Link} to="." variant="outline" data-again>
        <Trans>Nach eng Noriicht schécken</Trans>
      </Button>
    </Stack>
  );
}
