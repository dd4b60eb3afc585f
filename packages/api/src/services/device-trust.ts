import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@jugendclub/db";
import { SERVER_KEYS, serverKey, sign, verifySignature } from "./secrets.js";

// OWASP's device cookie: a browser that has signed in as an admin gets a signed cookie naming that
// admin. Its login attempts for that admin count against the device alone, so failures from
// anywhere else (an attacker guessing the admin's password) never lock it out.

export const DEVICE_COOKIE = "jc_device";
export const DEVICE_DAYS = 365;
const KEY = SERVER_KEYS.deviceCookie;
const DEVICE_ID = /^[a-f0-9]{32}$/;

const message = (deviceId: string, username: string) => `${deviceId}:${username.toLowerCase()}`;

/**
 * The device id when `cookie` is a device cookie this server signed for `username`, else null
 * (missing, forged, or made for another admin).
 */
export async function trustedDevice(
  prisma: PrismaClient,
  cookie: string | null,
  username: string,
): Promise<string | null> {
  const [deviceId, signature] = cookie?.split(".") ?? [];
  if (!deviceId || !signature || !DEVICE_ID.test(deviceId)) return null;
  return verifySignature(await serverKey(prisma, KEY), message(deviceId, username), signature) ? deviceId : null;
}

/** A device cookie's value for `username`: the device keeps its id when it already had one. */
export async function deviceCookieFor(prisma: PrismaClient, username: string, deviceId?: string): Promise<string> {
  const id = deviceId ?? randomBytes(16).toString("hex");
  return `${id}.${sign(await serverKey(prisma, KEY), message(id, username))}`;
}
