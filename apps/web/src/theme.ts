import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorSchemeManager,
  type MantineColorsTuple,
  Notification,
} from "@mantine/core";

// One warm theme: wine red for actions, amber for highlights. Shade 7 of wine carries white
// text at a contrast of about 6.8:1, and reads at that contrast as text on white.
const wine: MantineColorsTuple = [
  "#fdf0f3",
  "#f7dbe2",
  "#efb4c3",
  "#e68aa2",
  "#dd6686",
  "#d74f74",
  "#c03a5f",
  "#a52d50",
  "#8a2444",
  "#6e1a36",
];

const amber: MantineColorsTuple = [
  "#fff8e6",
  "#ffefc2",
  "#ffe08a",
  "#ffd052",
  "#ffc327",
  "#f5b100",
  "#d99a00",
  "#b07d00",
  "#8a6200",
  "#664800",
];

const CLOSE = msg`Zoumaachen`;

export const theme = createTheme({
  primaryColor: "wine",
  primaryShade: 7,
  colors: { wine, amber },
  fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    fontWeight: "800",
  },
  defaultRadius: "md",
  radius: { md: "12px", lg: "20px" },
  black: "#2b1630",
  other: { ink: "#2b1630", cream: "#fff8f1" },
  components: {
    // Toasts: a named close button and body text dark enough to read on white.
    Notification: Notification.extend({
      // Read when a toast renders, in the page's language (the theme is made before any catalog).
      defaultProps: {
        closeButtonProps: {
          get "aria-label"() {
            return i18n._(CLOSE);
          },
        },
      },
      styles: { description: { color: "#2b1630" }, title: { color: "#2b1630", fontWeight: 700 } },
    }),
    // Alerts (admin): Mantine colours their title like the tint, green on pale green is 3:1; the
    // colour stays in the icon and background, the words are ink. A plain object, so the public
    // pages do not load the Alert component for it.
    Alert: { styles: { title: { color: "#2b1630" }, message: { color: "#2b1630" } } },
    // A field's help text: Mantine's dimmed grey is 3.3:1 on white; the site's muted ink is 8:1.
    InputWrapper: { styles: { description: { color: "#5c4a5e" } } },
  },
});

/** Mantine's error red (#fa5252) reads at 3.3:1 on white; this one at 6.4:1 (WCAG AA for text). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-error": "#c0262d" },
  dark: {},
});

/**
 * The site has one colour scheme. Mantine's default manager would still read localStorage and
 * listen for storage events on every page start (a few milliseconds on a phone) for nothing.
 */
export const lightOnly: MantineColorSchemeManager = {
  get: () => "light",
  set: () => undefined,
  subscribe: () => undefined,
  unsubscribe: () => undefined,
  clear: () => undefined,
};
