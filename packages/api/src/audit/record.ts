import type { PrismaClient } from "@jugendclub/db";
import { z } from "zod";
import { Id, IsoDate, plainString } from "../schemas/common.js";

// The audit log: every admin write (through adminProcedure's middleware in trpc.ts), logins and
// failed logins (services/auth.ts). Entries are never changed (a database trigger refuses it);
// the housekeeping deletes those older than a year.

/**
 * A changed field with its old and new value; the values only where they say something short
 * (a status, a date, a name, a yes or no), not for long texts, translations or lists.
 */
export interface FieldChange {
  field: string;
  from?: string | number | boolean | null;
  to?: string | number | boolean | null;
}

/**
 * What a write's handler may add to its entry: the exact fields changed (`changes`, with values;
 * the entry's changedFields are their names, or `changedFields` alone), the item's title.
 */
export interface AuditNotes {
  entityId?: number;
  title?: string;
  changedFields?: string[];
  changes?: FieldChange[];
}

/** The notes of the write in progress, which the audit middleware (trpc.ts) puts in its context. */
export function auditNotes(ctx: object): AuditNotes {
  return (ctx as { audit?: AuditNotes }).audit ?? {};
}

export interface AuditEntryInput {
  actor: string;
  via: "session" | "token" | "login";
  action: string;
  entity: string;
  entityId?: number | null;
  title?: string;
  changedFields?: string[];
  changes?: FieldChange[];
  tokenName?: string | null;
}

export async function recordAudit(prisma: PrismaClient, entry: AuditEntryInput): Promise<void> {
  await prisma.auditEntry.create({
    data: {
      actor: entry.actor.slice(0, 100),
      via: entry.via,
      action: entry.action.slice(0, 40),
      entity: entry.entity.slice(0, 50),
      entityId: entry.entityId ?? null,
      title: (entry.title ?? "").slice(0, 300),
      changedFields: entry.changedFields ?? [],
      changes: (entry.changes ?? []) as object[],
      tokenName: entry.tokenName ? entry.tokenName.slice(0, 100) : null,
    },
  });
}

/**
 * GDPR erasure of one e-mail address (services/contact.ts): the entries about the erased messages,
 * and any entry whose title names the address or whose failed login tried it as a username
 * (entries written before messages' entries stopped carrying personal data). Entries are never
 * changed, so these are deleted; an admin's own actions under an address-like username stay.
 */
export async function forgetInAudit(
  db: Pick<PrismaClient, "$executeRaw">,
  email: string,
  messageIds: number[],
): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "AuditEntry"
    WHERE ("entity" = 'contactSubmissions' AND "entityId" = ANY(${messageIds}::int[]))
       OR strpos(lower("title"), lower(${email})) > 0
       OR ("action" = 'login-failed' AND strpos(lower("actor"), lower(${email})) > 0)`;
}

/** A message's title in the audit log: its number only, never the sender's name or address. */
export const messageTitle = (id: number) => `Nachricht ${id}`;

const ACTIONS: Record<string, string> = { create: "create", update: "update", patch: "update", delete: "delete" };

/** A procedure's path ("events.patch") as the entry's entity ("events") and action ("update"). */
export function auditAction(path: string): { entity: string; action: string } {
  const dot = path.lastIndexOf(".");
  const entity = dot < 0 ? path : path.slice(0, dot);
  const name = path.slice(dot + 1);
  return { entity, action: ACTIONS[name] ?? name };
}

/** An item's title as people know it: its title, name or caption. */
export function titleOf(value: unknown): string {
  if (!value || typeof value !== "object") return "";
  const item = value as Record<string, unknown>;
  for (const key of ["title", "name", "caption", "alt", "username", "email"]) {
    const field = item[key];
    if (typeof field === "string" && field) return field;
  }
  const first = item.firstName;
  if (typeof first === "string") return `${first} ${typeof item.lastName === "string" ? item.lastName : ""}`.trim();
  return "";
}

/** The fields whose values differ between two versions of an item (ids and timestamps aside). */
export function changedFields(before: object, after: object, sent: string[]): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return sent.filter((key) => key !== "id" && JSON.stringify(a[key]) !== JSON.stringify(b[key])).sort();
}

/** Texts longer than this are named, not quoted: the log says "Beschreibung geändert". */
const SHORT_TEXT = 80;
/** Fields whose values are never quoted (long texts, however short they are today). */
const NAMED_ONLY = new Set(["description", "text", "translations", "message", "caption", "password"]);

function shortValue(value: unknown): { ok: true; value: string | number | boolean | null } | { ok: false } {
  if (value === null || value === undefined) return { ok: true, value: null };
  if (typeof value === "boolean" || typeof value === "number") return { ok: true, value };
  if (value instanceof Date) return { ok: true, value: value.toISOString() };
  if (typeof value === "string" && value.length <= SHORT_TEXT) return { ok: true, value };
  return { ok: false };
}

/** The changed fields (changedFields) with their old and new values where they are short. */
export function fieldChanges(before: object, after: object, sent: string[]): FieldChange[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return changedFields(before, after, sent).map((field) => {
    const from = shortValue(a[field]);
    const to = shortValue(b[field]);
    return !NAMED_ONLY.has(field) && from.ok && to.ok ? { field, from: from.value, to: to.value } : { field };
  });
}

export const AuditListInput = z
  .object({
    entity: plainString().trim().max(50, "Höchstens 50 Zeichen").optional(),
    /** Only this admin's entries (their user name). */
    actor: plainString().trim().max(100, "Höchstens 100 Zeichen").optional(),
    /** Entries older than this id (the previous page's last). */
    before: Id.optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .optional();

export const AuditEntryOutput = z.object({
  id: z.number().int(),
  at: IsoDate,
  actor: z.string(),
  via: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  title: z.string(),
  changedFields: z.array(z.string()),
  /** The changed fields with their old and new values where they are short (a status, a date, a name). */
  changes: z.array(
    z.object({
      field: z.string(),
      from: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
      to: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
    }),
  ),
  /** The API token's name, for a write that came by token. */
  tokenName: z.string().nullable(),
});

export async function listAudit(
  prisma: PrismaClient,
  input: { entity?: string; actor?: string; before?: number; limit: number },
): Promise<z.output<typeof AuditEntryOutput>[]> {
  const rows = await prisma.auditEntry.findMany({
    where: {
      ...(input.entity ? { entity: input.entity } : {}),
      ...(input.actor ? { actor: input.actor } : {}),
      ...(input.before ? { id: { lt: input.before } } : {}),
    },
    orderBy: { id: "desc" },
    take: input.limit,
  });
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    changes: Array.isArray(row.changes) ? (row.changes as unknown as FieldChange[]) : [],
  }));
}

/** The housekeeping: entries older than a year go. */
export async function sweepAudit(prisma: PrismaClient, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 1);
  const { count } = await prisma.auditEntry.deleteMany({ where: { at: { lt: cutoff } } });
  return count;
}
