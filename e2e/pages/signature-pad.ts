// Page model of the customer's signature in the field report: the pad dialog (drawn with
// mouse moves on the canvas), the preview, and the bytes the phone keeps for the upload.
import { expect, type Page } from '@playwright/test';

export class SignaturePad {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'Unterschrift Kunde' });
  }

  canvas() {
    return this.dialog().getByRole('img', { name: 'Unterschriftsfeld' });
  }

  async open() {
    await this.page.getByRole('button', { name: /^(Unterschreiben lassen|Neu unterschreiben)$/ }).click();
    await expect(this.canvas()).toBeVisible();
  }

  /** A name-like scribble: three strokes of small mouse moves across the canvas. */
  async draw() {
    const box = (await this.canvas().boundingBox())!;
    const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    for (const [from, to] of [[[0.1, 0.6], [0.35, 0.3]], [[0.35, 0.3], [0.55, 0.7]], [[0.55, 0.7], [0.9, 0.35]]] as const) {
      await this.page.mouse.move(...at(from[0], from[1]));
      await this.page.mouse.down();
      await this.page.mouse.move(...at(to[0], to[1]), { steps: 12 });
      await this.page.mouse.up();
    }
  }

  /** Dark pixels on the canvas: the drawing is there (white background, black pen). */
  async inkPixels(): Promise<number> {
    return this.canvas().evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) dark++;
      return dark;
    });
  }

  /** The PNG bytes (base64) of the report saves waiting in the outbox (IndexedDB). */
  async queuedSignatures(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('tragkraft-field');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const rows = await new Promise<{ name: string; payload: { signaturePng?: ArrayBuffer } }[]>((resolve, reject) => {
        const all = db.transaction('outbox').objectStore('outbox').getAll();
        all.onsuccess = () => resolve(all.result as { name: string; payload: { signaturePng?: ArrayBuffer } }[]);
        all.onerror = () => reject(all.error);
      });
      db.close();
      return rows.filter((r) => r.name === 'report.save' && r.payload.signaturePng).map((r) => {
        let text = '';
        for (const b of new Uint8Array(r.payload.signaturePng!)) text += String.fromCharCode(b);
        return btoa(text);
      });
    });
  }
}
