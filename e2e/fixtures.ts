import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints, type SignInInfo } from '@tragkraft/sync-protocol';
import { send } from './api/api-client';
import { E2E_BASE_URL, E2E_DATA_DIR } from './server-env';

const DEMO_PASSWORD = 'demo1234';
/** Where the PWA keeps its sign-in (apps/pwa/src/auth/session-store.ts). */
const SESSION_KEY = 'tragkraft.session';

export const DEMO = {
  admin: 'admin@demo.ch',
  operator: 'operator@demo.ch',
  employee: 'employee@demo.ch',
  client: 'client@demo.ch',
  clerk: 'clerk@demo.ch',
} as const;

export interface SignedIn {
  token: string;
  userId: number;
  /** The whole answer of the sign-in, as the PWA keeps it in localStorage. */
  info: SignInInfo;
}

/**
 * Signs in through the API. The server runs few password checks at once and answers busy
 * (429 signInBusy, 503) instead of queueing: like the PWA, try again shortly.
 */
export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  for (let attempt = 1; ; attempt++) {
    const response = await send(request, null, endpoints.auth.signIn, {}, { email, password });
    const body = (await response.json()) as SignInInfo & { code?: string };
    const busy = response.status() === 503 || body.code === 'signInBusy';
    if (busy && attempt < 30) {
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      continue;
    }
    expect(response.status(), JSON.stringify(body)).toBe(200);
    return { token: body.token, userId: body.user.id, info: body };
  }
}

/**
 * Signs the page in without the login form (for every journey that is not about signing in):
 * an API sign-in through the page's own request context (so the device cookie lands in the
 * browser), then the session the PWA keeps in localStorage. Replaces the context's storage
 * (IndexedDB too): call it before the journey's first page, or to switch people in a journey
 * that keeps nothing on the phone. The page is not navigated; the journey's next `goto` opens
 * the app signed in.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const who = await apiSignIn(page.request, email, password);
  const { cookies } = await page.context().storageState();
  await page.context().setStorageState({ cookies, origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: SESSION_KEY, value: JSON.stringify(who.info) }] }] });
  return who;
}

export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel(/^Passwort/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

function mailFiles(): string[] {
  try {
    return readdirSync(join(E2E_DATA_DIR, 'mail')).sort();
  } catch {
    return [];
  }
}

export function mailCount(): number {
  return mailFiles().length;
}

/** Waits for a new mail to the address and answers the set-password link in it. */
export async function waitForPasswordLink(to: string, after: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const file of mailFiles().slice(after)) {
        const mail = readFileSync(join(E2E_DATA_DIR, 'mail', file), 'utf8').replace(/=\r?\n/g, '');
        if (!new RegExp(`^To: ${to.replace('.', '\\.')}$`, 'm').test(mail)) continue;
        link = mail.match(/https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]+/)?.[0];
        if (link) return link;
      }
      return undefined;
    }, { timeout: 10_000 })
    .toBeTruthy();
  return link!;
}

/** A mail file's text with quoted-printable undone (soft line breaks, =C3=BC as ü). */
function mailText(file: string): string {
  const raw = readFileSync(join(E2E_DATA_DIR, 'mail', file), 'utf8').replace(/=\r?\n/g, '');
  try {
    return decodeURIComponent(raw.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));
  } catch {
    return raw; // not UTF-8 after decoding (an attachment's bytes): searched as it is
  }
}

/** Waits for a new mail (after the count given) whose decoded text holds every part, and answers it. */
export async function waitForMail(parts: string[], after: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      found = mailFiles().slice(after).map(mailText).find((text) => parts.every((part) => text.includes(part)));
      return found !== undefined;
    }, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

const signedIn = new Map<string, Promise<SignedIn>>();
/**
 * A demo person's API sign-in, made once per worker and reused by the data helpers: each
 * password check costs the server tens of milliseconds of CPU. Only for API calls: a browser
 * gets a sign-in of its own (`signInAs`), so a journey that signs its page out ends nothing
 * the helpers hold.
 */
export function demoCaller(request: APIRequestContext, email: string): Promise<SignedIn> {
  let who = signedIn.get(email);
  if (!who) {
    who = apiSignIn(request, email);
    who.catch(() => signedIn.delete(email));
    signedIn.set(email, who);
  }
  return who;
}
