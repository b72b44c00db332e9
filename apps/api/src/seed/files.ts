import { Readable } from 'node:stream';
import { storageFiles } from '../db/schema';
import type { AppContext } from '../http/types';
import { silentMp4, silentMp4Duration } from '../storage/mp4';
import { encodePng } from '../storage/png';

/**
 * The demo files the seed stores: cover images, and the episodes' mp4s further down.
 *
 * Demo cover images: `demo-cover-1.png` … `demo-cover-16.png` (16:9) in the storage.
 */
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

/** Writes a demo file to the storage and registers it as an uploaded file. */
export async function storeSeedFile(
  ctx: AppContext,
  file: {
    key: string;
    bytes: Buffer;
    mime: string;
    bucket: 'media' | 'video';
    name: string;
    duration?: number;
  },
) {
  const { size, hash } = await ctx.storage.put(
    file.key,
    Readable.from([file.bytes]),
    file.bytes.length,
  );
  await ctx.db
    .insert(storageFiles)
    .values({
      key: file.key,
      bucket: file.bucket,
      mime: file.mime,
      fsize: size,
      hash,
      put_time: ctx.now(),
      duration: file.duration ?? null,
      original_name: file.name,
    })
    .onConflictDoNothing();
}

/** Writes the demo covers to the storage and registers them as uploaded files. */
export async function seedImages(ctx: AppContext) {
  for (let n = 0; n < DEMO_COVERS; n++) {
    await storeSeedFile(ctx, {
      key: demoCover(n),
      bytes: coverPng(n),
      mime: 'image/png',
      bucket: 'media',
      name: `cover-${n + 1}.png`,
    });
  }
}

/**
 * Demo episode files: playable mp4s of silence of these lengths (seconds), and a one-minute
 * preview. An episode of the demo videos uses the file whose length is nearest its own.
 */
const EPISODE_SECONDS = [184, 421, 905, 1268, 1810, 2422, 3050, 3575];
export const DEMO_PREVIEW = { key: 'demo-episode-preview.mp4', seconds: 60 };
export const demoEpisode = (seconds: number) => {
  const n = EPISODE_SECONDS.reduce(
    (best, s, i) => (Math.abs(s - seconds) < Math.abs(EPISODE_SECONDS[best]! - seconds) ? i : best),
    0,
  );
  let size = episodeSizes.get(n);
  if (size === undefined) episodeSizes.set(n, (size = silentMp4(EPISODE_SECONDS[n]!).length));
  return {
    key: `demo-episode-${n + 1}.mp4`,
    duration: silentMp4Duration(EPISODE_SECONDS[n]!),
    size,
  };
};
const episodeSizes = new Map<number, number>();

export async function seedEpisodeFiles(ctx: AppContext) {
  const files = [
    ...EPISODE_SECONDS.map((seconds, i) => ({ key: `demo-episode-${i + 1}.mp4`, seconds })),
    DEMO_PREVIEW,
  ];
  for (const f of files) {
    await storeSeedFile(ctx, {
      key: f.key,
      bytes: silentMp4(f.seconds),
      mime: 'video/mp4',
      bucket: 'video',
      name: f.key,
      duration: silentMp4Duration(f.seconds),
    });
  }
}
