import type { AppRouter } from "@jugendclub/api";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;
export type ClubEvent = Outputs["events"]["list"][number];
export type Sponsor = Outputs["sponsors"]["list"][number];
export type PhotoCategory = Outputs["photoCategories"]["list"][number];
export type Photo = Outputs["photos"]["list"][number];
export type CommitteeMember = Outputs["committeeMembers"]["list"][number];
export type ContactMessage = Outputs["contactSubmissions"]["list"][number];
export type MessageStatus = ContactMessage["status"];
export type MailSettings = Outputs["mail"]["settings"];
export type OutboxMail = Outputs["mail"]["outbox"][number];
