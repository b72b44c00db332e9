import { Readable } from 'node:stream';
import { storageFiles } from '../db/schema';
import type { AppContext } from '../http/types';
import { encodePng } from '../storage/png';

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
  return encodePng(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    const base = [0, 1, 2].map((c) => Math.round(from![c]! + (to![c]! - from![c]!) * t));
    // Bars in the lower right two thirds, lighter than the background.
    const slot = Math.floor(((x - width * 0.3) / (width * 0.62)) * bars.length);
    const inSlot = (x - width * 0.3) % ((width * 0.62) / bars.length) > 8;
    const onBar =
      slot >= 0 &&
      slot < bars.length &&
      inSlot &&
      y > height * (1 - bars[slot]! * 0.75) &&
      y < height * 0.9;
    const rgb = onBar ? base.map((v) => Math.round(v + (255 - v) * 0.55)) : base;
    return [rgb[0]!, rgb[1]!, rgb[2]!];
  });
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
