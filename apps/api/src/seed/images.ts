import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { storageFiles } from '../db/schema';
import type { AppContext } from '../http/types';

/** Demo cover images: `demo-cover-1.png` … `demo-cover-16.png` (16:9) in the storage. */
export const DEMO_COVERS = 16;
export const demoCover = (n: number) => `demo-cover-${(n % DEMO_COVERS) + 1}.png`;

/** Pairs of colours of the covers (top-left → bottom-right), in the console's palette family. */
const PALETTES: [number, number, number][][] = [
  [
    [30, 64, 175],
    [56, 189, 248],
  ],
  [
    [127, 29, 29],
    [251, 146, 60],
  ],
  [
    [20, 83, 45],
    [163, 230, 53],
  ],
  [
    [76, 29, 149],
    [236, 72, 153],
  ],
  [
    [15, 23, 42],
    [100, 116, 139],
  ],
  [
    [120, 53, 15],
    [250, 204, 21],
  ],
  [
    [8, 51, 68],
    [45, 212, 191],
  ],
  [
    [49, 46, 129],
    [129, 140, 248],
  ],
];

/**
 * A 16:9 PNG: a diagonal gradient with a bar chart in front, generated here (no binary files in the
 * repository). `seed` picks the palette and the bars.
 */
export function coverPng(seed: number, width = 480, height = 270): Buffer {
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  // Bar heights from a cheap deterministic hash of (seed, bar).
  const bars = Array.from(
    { length: 7 },
    (_, i) => 0.3 + ((Math.abs(Math.sin(seed * 12.9898 + i * 78.233)) * 43758.5453) % 1) * 0.65,
  );
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let rgb = [0, 1, 2].map((c) => Math.round(from![c]! + (to![c]! - from![c]!) * t));
      // Bars in the lower right two thirds, lighter than the background.
      const slot = Math.floor(((x - width * 0.3) / (width * 0.62)) * bars.length);
      const inSlot = (x - width * 0.3) % ((width * 0.62) / bars.length) > 8;
      if (
        slot >= 0 &&
        slot < bars.length &&
        inSlot &&
        y > height * (1 - bars[slot]! * 0.75) &&
        y < height * 0.9
      ) {
        rgb = rgb.map((v) => Math.round(v + (255 - v) * 0.55));
      }
      raw[row + 1 + x * 3] = rgb[0]!;
      raw[row + 2 + x * 3] = rgb[1]!;
      raw[row + 3 + x * 3] = rgb[2]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer) {
  let crc = 0xffffffff;
  for (const byte of buf) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Writes the demo covers to the storage and registers them as uploaded files. */
export async function seedImages(ctx: AppContext) {
  const now = ctx.now();
  for (let n = 0; n < DEMO_COVERS; n++) {
    const key = demoCover(n);
    const png = coverPng(n);
    const { size, hash } = await ctx.storage.put(key, Readable.from([png]), png.length);
    await ctx.db
      .insert(storageFiles)
      .values({
        key,
        bucket: 'media',
        mime: 'image/png',
        fsize: size,
        hash,
        put_time: now,
        original_name: `cover-${n + 1}.png`,
      })
      .onConflictDoNothing();
  }
}
