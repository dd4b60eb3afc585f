import { Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { privacyBlocks } from "./privacy-text.js";

/** The privacy notice's text as headings and paragraphs (React text: no markup gets through). */
export function PrivacyBody({ text }: { text: string }) {
  return privacyBlocks(text).map((block, index) =>
    block.kind === "heading" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are derived from one text, in order.
      <Title key={index} order={2} fz="h3" mt="xl">
        {block.text}
      </Title>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Text key={index} mt="sm" maw={720}>
        {block.lines.map((line, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, in order.
          <Fragment key={at}>
            {at > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </Text>
    ),
  );
}
