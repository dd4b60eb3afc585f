import { useLingui } from "@lingui/react/macro";
import { Text, Title } from "@mantine/core";
import { ResponsiveImage } from "../../components/responsive-image.js";
import { fallbackLang } from "../../lib/untranslated.js";
import type { CommitteeMember } from "../types.js";
import classes from "./contact.module.css";
import { MailIcon, PhoneIcon } from "./contact-icons.js";
import { EmailText } from "./email-text.js";

/**
 * A committee member: photo beside name, role and contact links. A phone number never breaks; a
 * long address breaks before its "@", and is always read whole.
 */
export function TeamMemberCard({ member }: { member: CommitteeMember }) {
  const { t } = useLingui();
  return (
    <article className={classes.member}>
      <ResponsiveImage
        className={classes.photo}
        src={member.photo}
        variants={member.photoVariants}
        alt={t`Foto vun ${member.name}`}
        sizes="96px"
        fallback="/placeholders/person.svg"
        width={320}
        height={320}
      />
      <div className={classes.memberText}>
        <Title order={3} fz="md">
          {member.name}
        </Title>
        <Text c="#8a2444" fw={600} fz="sm">
          <span {...fallbackLang(member, "role")}>{member.role}</span>
        </Text>
        {member.email && (
          <a href={`mailto:${member.email}`} className={classes.contact} title={member.email} data-contact="email">
            <MailIcon />
            <EmailText className={classes.email} address={member.email} />
          </a>
        )}
        {member.phone && (
          <a
            href={`tel:${member.phone.replace(/\s/g, "")}`}
            className={classes.contact}
            title={member.phone}
            data-contact="phone"
          >
            <PhoneIcon />
            <span className={classes.nowrap}>{member.phone}</span>
          </a>
        )}
      </div>
    </article>
  );
}
