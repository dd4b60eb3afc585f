import { Button, type ButtonProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";

type Props = ButtonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonProps>;

const ButtonAnchor = forwardRef<HTMLAnchorElement, Props>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));

/** A Mantine button that is a router link: `to` and `params` are checked against the routes. */
export const ButtonLink = createLink(ButtonAnchor);
