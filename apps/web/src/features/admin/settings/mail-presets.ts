/** Common providers' mail servers, to fill the form with one choice (the user and password stay the admin's). */
export interface MailPreset {
  id: string;
  label: string;
  host: string;
  port: number;
  security: "none" | "starttls" | "tls";
}

export const MAIL_PRESETS: readonly MailPreset[] = [
  { id: "gmail", label: "Gmail", host: "smtp.gmail.com", port: 587, security: "starttls" },
  { id: "outlook", label: "Outlook / Office 365", host: "smtp.office365.com", port: 587, security: "starttls" },
  { id: "gmx", label: "GMX", host: "mail.gmx.net", port: 587, security: "starttls" },
  { id: "post", label: "POST Luxembourg", host: "smtp.pt.lu", port: 587, security: "starttls" },
];
