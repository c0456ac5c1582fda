// The kept copy of a refused report as ONE file the site lead can send to the office: an
// HTML page with every photo and the customer's signature embedded as data: URLs. Any phone
// or computer opens it, mail and messengers take it as one attachment, and it needs no
// library (a ZIP or PDF writer would weigh on the field bundle). Decision 015, issue 27.
import { formatHours } from '@tragkraft/domain';
import type { KeptCopy } from './kept-copy';
import { formatInstant } from './format-instant';

/** A photo of the copy with its bytes, or null when the phone never had them. */
export interface KeptPhoto {
  comment: string;
  damage: boolean;
  bytes: ArrayBuffer | null;
  mimeType: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function dataUrl(bytes: ArrayBuffer, mimeType: string): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  // In slices: String.fromCharCode with a whole photo's bytes overflows the call stack.
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return `data:${mimeType};base64,${btoa(binary)}`;
}

const row = (label: string, value: string) => `<tr><th>${escape(label)}</th><td>${escape(value)}</td></tr>`;

export function keptCopyHtml(copy: KeptCopy, stageLabel: string, photos: KeptPhoto[]): string {
  const d = copy.draft;
  const title = `Arbeitsrapport ${stageLabel} – Kopie vom Telefon (nicht gesendet)`;
  const hours = d.hours.map((h) => row(h.firstName, `${h.hours !== null ? formatHours(h.hours) : '– h'}, Bewertung ${h.rating ?? '–'}, Kommentar ${h.comment || '–'}`));
  const images = photos.map((p, i) => {
    const caption = `Bild ${i + 1}${p.damage ? ' (Schaden)' : ''}${p.comment ? `: ${p.comment}` : ''}`;
    const image = p.bytes ? `<img src="${dataUrl(p.bytes, p.mimeType)}" alt="${escape(caption)}">` : '<p>(Bild nicht auf diesem Telefon)</p>';
    return `<figure>${image}<figcaption>${escape(caption)}</figcaption></figure>`;
  });
  const s = d.signature;
  const signature = s
    ? `<h2>Unterschrift Kunde</h2><figure><img class="signature" src="${dataUrl(s.png, 'image/png')}" alt="Unterschrift von ${escape(s.signerName.trim())}"><figcaption>Unterschrieben von ${escape(s.signerName.trim())}, ${escape(formatInstant(s.signedAt))}${s.remark.trim() ? `. Bemerkung: ${escape(s.remark.trim())}` : ''}</figcaption></figure>`
    : '<p>Keine Unterschrift des Kunden.</p>';
  return `<!doctype html>
<html lang="de-CH"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}th{text-align:left;padding-right:1rem;vertical-align:top}img{max-width:100%}.signature{border:1px solid #888;background:#fff}</style></head>
<body><h1>${escape(title)}</h1>
<p>Vom Server abgelehnt: ${escape(copy.reason)}<br>Behalten am ${escape(formatInstant(copy.keptAt))}</p>
<table>${row('Ankunft Lastwagen', d.truckArrivalTime ?? '–')}${row('Schäden', d.damages === null ? '–' : d.damages ? 'Ja' : 'Nein')}${row('Bemerkungen', d.general || '–')}${hours.join('')}</table>
<h2>Bilder (${photos.length})</h2>${images.join('\n')}
${signature}
</body></html>
`;
}
