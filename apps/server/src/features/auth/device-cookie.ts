// A known device (issue 29 items 3 and 11): a successful sign-in leaves a signed, HttpOnly
// cookie in that browser, sent only to /api/auth. While it is valid (90 days from the latest
// sign-in), the device signs in its account with its own share of the hash gate and is not held
// back by its address's limits. It proves a recent correct password from that browser, nothing
// more: it signs nobody in, the password is checked every time.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const DEVICE_COOKIE = 'tragkraft_device';
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export interface Device {
  id: string;
  /** The account whose correct password was given in this browser. */
  userId: number;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`device|${payload}`).digest('base64url');

/** The device of a Cookie header when its cookie is genuine and recent; null otherwise. */
export function readDevice(secret: string, cookieHeader: string | undefined, now: number): Device | null {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1);
  const match = /^([\w-]{16})\.(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const [, id, userId, issued, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(mac(secret, `${id}.${userId}.${issued}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  const age = now / 1000 - Number(issued);
  return age >= 0 && age < MAX_AGE_SECONDS ? { id, userId: Number(userId) } : null;
}

/** The device after a successful sign-in of `userId`: the same browser keeps its id. */
export function deviceAfterSignIn(previous: Device | null, userId: number): Device {
  return { id: previous?.id ?? randomBytes(12).toString('base64url'), userId };
}

/** The Set-Cookie header value; Secure when the server is reached over https. */
export function deviceCookie(secret: string, device: Device, now: number, secure: boolean): string {
  const payload = `${device.id}.${device.userId}.${Math.floor(now / 1000)}`;
  const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return [`${DEVICE_COOKIE}=${payload}.${mac(secret, payload)}`, ...attributes].join('; ');
}
