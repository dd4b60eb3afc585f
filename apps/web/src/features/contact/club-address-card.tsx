import { Anchor, Stack, Text, Title } from "@mantine/core";
import { SidePanel } from "../../components/side-panel.js";
import { club } from "../../lib/club.js";
import classes from "./contact.module.css";
import { MailIcon, PhoneIcon, PinIcon } from "./contact-icons.js";
import { EmailText } from "./email-text.js";

/** The club's address card beside the membership form (name and address are the club's, fixed). */
export function ClubAddressCard() {
  return (
    <SidePanel as="section" labelledBy="address-title">
      <Title order={2} id="address-title" fz="h3" c="#fff">
        {club.name}
      </Title>
      <Stack gap="sm" mt="lg">
        <div className={classes.addressRow}>
          <PinIcon />
          <Text component="address" c="#f3e6ea" style={{ fontStyle: "normal" }}>
            {club.addressLines.map((line) => (
              <span key={line} style={{ display: "block" }}>
                {line}
              </span>
            ))}
          </Text>
        </div>
        <Anchor href={`mailto:${club.email}`} c="#ffe08a" fw={600} className={classes.addressRow} data-contact="email">
          <MailIcon />
          <EmailText className={classes.email} address={club.email} />
        </Anchor>
        {club.phone && (
          <Anchor
            href={`tel:${club.phone.replace(/\s/g, "")}`}
            c="#ffe08a"
            fw={600}
            className={classes.addressRow}
            data-contact="phone"
          >
            <PhoneIcon />
            <span className={classes.nowrap}>{club.phone}</span>
          </Anchor>
        )}
      </Stack>
    </SidePanel>
  );
}
