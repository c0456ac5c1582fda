// Draws the app icons (a white "T" on the brand colour) as PNG files under public/icons.
// Run with `node scripts/generate-icons.mjs`; the PNGs are committed, so builds need no tooling.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const BRAND = [0x36, 0x4f, 0xc7]; // indigo 8, same as theme_color
const WHITE = [0xff, 0xff, 0xff];
const OUT_DIR = new URL('../public/icons/', import.meta.url);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes an RGB image given as a pixel function (x, y) -> [r, g, b]. */
function encodePng(size, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const rowStart = y * (1 + size * 3); // filter byte 0 (none) at rowStart
    for (let x = 0; x < size; x++) rows.set(pixel(x, y), rowStart + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A "T" inside a square; `inset` is the share of the edge kept free around the letter
 * (maskable icons need their content inside the central 80 %). Non-maskable icons get
 * rounded corners on a white background.
 */
function drawIcon(size, { inset, rounded }) {
  const radius = rounded ? size * 0.18 : 0;
  const letter = (x, y) => {
    const u = x / size;
    const v = y / size;
    const a = inset;
    const b = 1 - inset;
    const span = b - a;
    const bar = v >= a + span * 0.12 && v <= a + span * 0.3 && u >= a + span * 0.1 && u <= b - span * 0.1;
    const stem = v >= a + span * 0.12 && v <= b - span * 0.1 && u >= 0.5 - span * 0.1 && u <= 0.5 + span * 0.1;
    return bar || stem;
  };
  const outsideCorner = (x, y) => {
    if (!radius) return false;
    const cx = x < radius ? radius : x > size - 1 - radius ? size - 1 - radius : x;
    const cy = y < radius ? radius : y > size - 1 - radius ? size - 1 - radius : y;
    return (x - cx) ** 2 + (y - cy) ** 2 > radius ** 2;
  };
  return encodePng(size, (x, y) => (outsideCorner(x, y) ? WHITE : letter(x, y) ? WHITE : BRAND));
}

mkdirSync(OUT_DIR, { recursive: true });
const icons = {
  'icon-192.png': drawIcon(192, { inset: 0.12, rounded: true }),
  'icon-512.png': drawIcon(512, { inset: 0.12, rounded: true }),
  'icon-maskable-512.png': drawIcon(512, { inset: 0.22, rounded: false }),
  'apple-touch-icon.png': drawIcon(180, { inset: 0.16, rounded: false }),
  'favicon-32.png': drawIcon(32, { inset: 0.06, rounded: true }),
};
for (const [name, png] of Object.entries(icons)) {
  writeFileSync(new URL(name, OUT_DIR), png);
  console.log(`wrote public/icons/${name} (${png.length} bytes)`);
}
