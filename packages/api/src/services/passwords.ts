import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { TooManyRequestsError } from "../errors.js";

/** Argon2's native module, loaded with the first password, not at start (docs/PERFORMANCE.md). */
const argon2 = () => import("@node-rs/argon2");

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes); about 50-100 ms here.
// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many argon2 runs at once (each takes a core and 19 MiB), and at most QUEUE waiting
 * for one: a burst of logins waits its turn or is turned away, instead of starving every other
 * request of CPU and memory.
 */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));
export const PASSWORD_QUEUE = 32;
let running = 0;
const waiting: (() => void)[] = [];
/**
 * Checks from a trusted device (a browser holding this admin's signed device cookie) wait here,
 * ahead of every anonymous one, and are never turned away for a full queue: a flood of logins
 * for made-up usernames must not lock the admin out. Their number is bounded by the device's own
 * login counter (services/auth.ts), not by this queue.
 */
const trustedWaiting: (() => void)[] = [];

/** How many argon2 runs are going and waiting (of which `trusted` from trusted devices): for tests and a status page. */
export function passwordSlots(): { running: number; waiting: number; trusted: number } {
  return { running, waiting: waiting.length + trustedWaiting.length, trusted: trustedWaiting.length };
}

export const BUSY_MESSAGE = "Der Server ist gerade ausgelastet. Bitte in ein paar Sekunden erneut versuchen.";

/** Who asks for a password check: a trusted device goes first (see trustedWaiting). */
export interface CheckPriority {
  trusted?: boolean;
}

/** Runs `work` when a password slot is free; refuses an anonymous check at once when the queue is full. */
async function inPasswordSlot<T>(work: () => Promise<T>, { trusted = false }: CheckPriority = {}): Promise<T> {
  if (running >= PASSWORD_CHECKS_AT_ONCE) {
    if (!trusted && waiting.length >= PASSWORD_QUEUE) throw new TooManyRequestsError(BUSY_MESSAGE, 5);
    await new Promise<void>((resolve) => (trusted ? trustedWaiting : waiting).push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (trusted devices first), or free it.
    const next = trustedWaiting.shift() ?? waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inPasswordSlot(async () => (await argon2()).hash(password, OPTIONS));
}

/** Constant-time comparison inside argon2; a malformed hash counts as a mismatch. */
export function verifyPassword(passwordHash: string, password: string, priority?: CheckPriority): Promise<boolean> {
  return inPasswordSlot(async () => {
    try {
      return await (await argon2()).verify(passwordHash, password);
    } catch {
      return false;
    }
  }, priority);
}

/** A strong password a person can still type: 4 groups of 5 letters and digits. */
export function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 5, 10, 15].map((start) => chars.slice(start, start + 5).join("")).join("-");
}
