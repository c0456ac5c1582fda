// Page model of the field report (operation/{stageId}) and of the sync badge.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';

export class FieldReportPage {
  constructor(readonly page: Page) {}

  async open(stageId: number) {
    await this.page.goto(`/operation/${stageId}`);
    await expect(this.page.getByRole('heading', { name: 'Arbeitsrapport' })).toBeVisible();
  }

  /** Waits until the service worker controls the page (the app then opens offline). */
  async waitForServiceWorker() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await this.page.reload();
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  async setTruckArrival(hour: string, minute: string) {
    await this.page.getByLabel('Ankunft Lastwagen (Stunde)').selectOption(hour);
    await this.page.getByLabel('Ankunft Lastwagen (Minute)').selectOption(minute);
  }

  async setDamages(yes: boolean) {
    await this.page.getByRole('radio', { name: yes ? 'Ja' : 'Nein' }).check();
  }

  async setGeneral(text: string) {
    await this.page.getByLabel('Bemerkungen zum Einsatz').fill(text);
  }

  /** Real JPEGs drawn by the browser (different colours, so different bytes). */
  async makeJpegs(count: number): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
    const files = [];
    for (let i = 0; i < count; i++) {
      const base64 = await this.page.evaluate(async (hue) => {
        const canvas = new OffscreenCanvas(800, 600);
        const g = canvas.getContext('2d')!;
        g.fillStyle = `hsl(${hue}, 70%, 50%)`;
        g.fillRect(0, 0, 800, 600);
        g.fillStyle = '#fff';
        g.font = '80px sans-serif';
        g.fillText(`Foto ${hue}`, 60, 300);
        const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
        let text = '';
        for (const b of bytes) text += String.fromCharCode(b);
        return btoa(text);
      }, i * 110);
      files.push({ name: `foto-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') });
    }
    return files;
  }

  async addPhotos(count: number) {
    const before = await this.page.getByTestId('report-photo').count();
    await this.page.locator('input[type=file][aria-label="Bilder aus der Galerie"]').setInputFiles(await this.makeJpegs(count));
    await expect(this.page.getByTestId('report-photo')).toHaveCount(before + count);
  }

  person(firstName: string) {
    return {
      hours: this.page.getByLabel(`Stunden ${firstName}`),
      comment: this.page.getByLabel(`Kommentar ${firstName}`),
      /** Taps the star (the radio input itself is visually hidden). */
      rate: async (stars: number) => {
        const id = await this.page.getByRole('radio', { name: `Bewertung ${firstName}: ${stars} von 5` }).getAttribute('id');
        await this.page.locator(`label[for="${id}"]`).click();
      },
    };
  }

  async save() {
    await this.page.getByRole('button', { name: 'Speichern' }).click();
  }

  syncState() {
    return this.page.getByTestId('stage-sync-state');
  }

  badge() {
    return this.page.getByTestId('sync-badge');
  }

  /** sha256 of each photo the phone keeps in IndexedDB, by image id. */
  async devicePhotoHashes(): Promise<Map<string, string>> {
    const photos = await this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('tragkraft-field');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const rows = await new Promise<{ id: string; bytes: ArrayBuffer; source: string }[]>((resolve, reject) => {
        const all = db.transaction('photos').objectStore('photos').getAll();
        all.onsuccess = () => resolve(all.result as { id: string; bytes: ArrayBuffer; source: string }[]);
        all.onerror = () => reject(all.error);
      });
      db.close();
      return rows.filter((r) => r.source === 'device').map((r) => {
        let text = '';
        for (const b of new Uint8Array(r.bytes)) text += String.fromCharCode(b);
        return { id: r.id, base64: btoa(text) };
      });
    });
    return new Map(photos.map((p) => [p.id, createHash('sha256').update(Buffer.from(p.base64, 'base64')).digest('hex')]));
  }
}

/** Offline for the page and for the service worker (setOffline alone does not cut the worker's fetches). */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}
