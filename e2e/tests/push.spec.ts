// Web Push journey (issue 20, decision 024). Chromium here cannot reach a real push service,
// so pushManager.subscribe() cannot succeed: an init script replaces the page's PushManager
// with a stub whose subscription points at a stand-in push service this test runs on
// http://127.0.0.1 (the e2e server allows it with PUSH_ALLOW_HTTP_LOOPBACK) and carries keys
// the test holds. The page's flow is real (permission on the click, the server's key,
// POST/DELETE of the subscription); so is the server's sending: the admin assigns the
// employee, the server encrypts and sends, the test decrypts what arrived (RFC 8291). That
// message is then delivered to the real service worker through the Chrome DevTools Protocol
// (ServiceWorker.deliverPushMessage), and the notification it shows is checked.
import { expect, test } from '@playwright/test';
import { browserKeys, startPushEndpoint, vapidClaims, type PushEndpoint } from '../../apps/server/test/support/push-endpoint';
import { expectAccessible, PHONE } from '../axe';
import { FULL_CHROMIUM_LAUNCH } from '../browser';
import { DEMO, signInAs } from '../fixtures';
import { createFieldStage } from '../pages/field-api';

interface StubbedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

// The headless build of Chromium denies every notification permission (browser.ts).
test.use({ launchOptions: FULL_CHROMIUM_LAUNCH });

test.describe('[push] notifications for staff', () => {
  let service: PushEndpoint;
  test.beforeAll(async () => {
    service = await startPushEndpoint();
  });
  test.afterAll(async () => service.close());

  test('an employee enables notifications; an assignment arrives encrypted and the service worker shows it', async ({ page, context, request, baseURL }) => {
    const keys = browserKeys();
    const device = `/device-${Date.now()}`;
    const stub: StubbedSubscription = { endpoint: `${service.origin}${device}`, p256dh: keys.p256dh, auth: keys.auth };
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await context.addInitScript((sub: StubbedSubscription) => {
      // The stand-in for the browser's push service registration (see the file's comment).
      let current: PushSubscription | null = null;
      const make = (applicationServerKey: unknown) =>
        ({
          endpoint: sub.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey },
          getKey: () => null,
          toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        }) as unknown as PushSubscription;
      (window as unknown as { __pushKeyUsed?: number }).__pushKeyUsed = 0;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        (window as unknown as { __pushKeyUsed?: number }).__pushKeyUsed = key instanceof Uint8Array ? key.length : 0;
        current = make(key);
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    }, stub);

    await signInAs(page, DEMO.employee);
    await page.goto('/change-password');
    await expect(page.getByRole('heading', { name: 'Benachrichtigungen' })).toBeVisible();
    // Subscribing waits for the service worker, which on a first visit installs (precaches the
    // app) first: on a loaded machine that took longer than the 7 s the text is awaited.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.getByRole('button', { name: 'Benachrichtigungen aktivieren' }).click();
    await expect(page.getByText('Benachrichtigungen sind auf diesem Gerät aktiviert.')).toBeVisible();
    // On a phone, with gloves: the card's button is a large target, and the screen passes axe.
    await page.setViewportSize(PHONE);
    const off = page.getByRole('button', { name: 'Deaktivieren' });
    expect((await off.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, 'Benachrichtigungen aktiviert (Telefon)');
    // The page subscribed with the server's VAPID public key (65 bytes, uncompressed P-256).
    expect(await page.evaluate(() => (window as unknown as { __pushKeyUsed?: number }).__pushKeyUsed)).toBe(65);

    // The admin assigns the employee (and the operator) to a new stage through the API.
    // Journeys running beside this one plan the same demo employee: the push of this stage is
    // picked out by its link, not taken as the first that arrives.
    const { stageId } = await createFieldStage(request);
    const ofThisStage = () => service.received.filter((r) => r.path === device).find((r) => (JSON.parse(keys.decrypt(r.body)) as { url: string }).url === `/o/${stageId}`);
    await expect.poll(() => ofThisStage() !== undefined, { timeout: 15_000 }).toBe(true);
    const arrived = ofThisStage()!;
    expect(arrived.headers['content-encoding']).toBe('aes128gcm');
    expect(vapidClaims(arrived.headers.authorization)).toMatchObject({ aud: service.origin, sub: expect.stringMatching(/^mailto:/) });
    const text = keys.decrypt(arrived.body);
    const payload = JSON.parse(text) as { title: string; body: string; url: string };
    expect(payload).toMatchObject({ title: 'Neuer Einsatz', url: `/o/${stageId}` });
    expect(payload.body).toMatch(/ 08:00, Küchen-Feinverteilung – /);

    // Deliver the decrypted message to the app's service worker, as the browser would.
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const live = event.registrations.filter((r) => !r.isDeleted);
        if (live.length > 0) resolve(live);
      });
    });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await cdp.send('ServiceWorker.enable');
    const [registration] = await registrations;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: registration!.registrationId, data: text });
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url }))), { timeout: 10_000 })
      .toContainEqual({ title: 'Neuer Einsatz', body: payload.body, url: `/o/${stageId}` });

    // "Deaktivieren" removes the device: the next assignment sends nothing to it.
    await page.getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(page.getByRole('button', { name: 'Benachrichtigungen aktivieren' })).toBeVisible();
    const before = service.received.filter((r) => r.path === device).length;
    await createFieldStage(request);
    await page.waitForTimeout(1_000);
    expect(service.received.filter((r) => r.path === device)).toHaveLength(before);
  });

  test('blocked in the browser: the card says so and how to allow it, and offers no subscribe; the button reads whole at 360 px', async ({ page, context, browser, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signInAs(page, DEMO.employee);
    await page.goto('/change-password');
    const card = page.locator('[aria-labelledby="push-title"]');
    const enable = card.getByRole('button', { name: 'Benachrichtigungen aktivieren' });
    await expect(enable).toBeVisible();
    // The whole label is on the button (a cut "Benachrichtigungen aktiv…" said the opposite).
    expect(await enable.evaluate((button) => Array.from(button.querySelectorAll('*')).every((n) => n.scrollWidth <= n.clientWidth + 1))).toBe(true);

    // The person blocks notifications for the site in the browser's settings.
    const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
    const cdp = await browser.newBrowserCDPSession();
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: new URL(baseURL!).origin, browserContextId: targetInfo.browserContextId });
    await page.reload();
    await expect(card.getByText(/blockiert\. So erlauben Sie sie:/)).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
  });
});
