/**
 * A playable MP4 of silence (one AAC-LC track, mono, 8 kHz) of a given length, for the demo
 * episodes: players open and play it, and `avinfo` reads its length from the file like any
 * upload's. Built here, box by box (ISO/IEC 14496-12 and -14), so that the repository holds no
 * binary media.
 */

const SAMPLE_RATE = 8000;
/** AAC-LC frames hold 1024 samples. */
const FRAME_SAMPLES = 1024;
/** Movie timescale (ms). */
const MOVIE_TIMESCALE = 1000;

/**
 * One raw AAC frame of silence: a single-channel element whose `max_sfb` is 0 (no spectral data),
 * then the end element. Bits: id SCE (000), tag (0000), global_gain 100, ics_info (reserved 0,
 * ONLY_LONG 00, shape 0, max_sfb 000000, no prediction 0), no pulse/TNS/gain control (000),
 * id END (111).
 */
const SILENT_FRAME = Buffer.from([0x00, 0xc8, 0x00, 0x07]);

/** AudioSpecificConfig: object type 2 (LC), frequency index 11 (8000 Hz), 1 channel. */
const AUDIO_SPECIFIC_CONFIG = Buffer.from([0x15, 0x88]);

const u8 = (n: number) => Buffer.from([n & 0xff]);
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);
const fourcc = (s: string) => Buffer.from(s, 'latin1');

/** An ISO BMFF box: size, type, payload. */
export function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), fourcc(type), body]);
}

/** A full box: version and flags first. */
export const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...parts);

/** MPEG-4 descriptor: tag and a one-byte length (every descriptor here is short). */
function descriptor(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  if (body.length > 127) throw new Error('descriptor too long for a one-byte length');
  return Buffer.concat([u8(tag), u8(body.length), body]);
}

const UNITY_MATRIX = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

/** Frames needed for `seconds` of audio (at least one). */
const silentMp4Frames = (seconds: number) =>
  Math.max(1, Math.ceil((seconds * SAMPLE_RATE) / FRAME_SAMPLES));

/** The length in seconds of `silentMp4(seconds)`: whole frames, so slightly over `seconds`. */
export const silentMp4Duration = (seconds: number) =>
  (silentMp4Frames(seconds) * FRAME_SAMPLES) / SAMPLE_RATE;

/** An MP4 file of `seconds` of silence (rounded up to whole AAC frames). */
export function silentMp4(seconds: number): Buffer {
  const frames = silentMp4Frames(seconds);
  const mediaDuration = frames * FRAME_SAMPLES;
  const movieDuration = Math.round((mediaDuration * MOVIE_TIMESCALE) / SAMPLE_RATE);
  const bitrate = Math.round((SILENT_FRAME.length * 8 * SAMPLE_RATE) / FRAME_SAMPLES);

  const ftyp = box(
    'ftyp',
    fourcc('isom'),
    u32(0x200),
    fourcc('isom'),
    fourcc('iso2'),
    fourcc('mp41'),
  );

  const esds = fullBox(
    'esds',
    0,
    0,
    descriptor(
      0x03, // ES_Descriptor
      u16(1), // ES_ID
      u8(0), // no dependency, URL or OCR stream
      descriptor(
        0x04, // DecoderConfigDescriptor
        u8(0x40), // audio ISO/IEC 14496-3
        u8((0x05 << 2) | 1), // audio stream, reserved bit
        Buffer.from([0, 0x01, 0x00]), // buffer size
        u32(bitrate), // max bitrate
        u32(bitrate), // average bitrate
        descriptor(0x05, AUDIO_SPECIFIC_CONFIG),
      ),
      descriptor(0x06, u8(0x02)), // SLConfigDescriptor, predefined for MP4
    ),
  );
  const mp4a = box(
    'mp4a',
    zeros(6),
    u16(1), // data reference index
    zeros(8),
    u16(1), // channels
    u16(16), // sample size
    zeros(4),
    u32(SAMPLE_RATE << 16),
    esds,
  );

  // The chunk offset depends on the size of `moov`, which holds it: build twice.
  const moovFor = (chunkOffset: number) => {
    const stbl = box(
      'stbl',
      fullBox('stsd', 0, 0, u32(1), mp4a),
      fullBox('stts', 0, 0, u32(1), u32(frames), u32(FRAME_SAMPLES)),
      fullBox('stsc', 0, 0, u32(1), u32(1), u32(frames), u32(1)),
      fullBox('stsz', 0, 0, u32(SILENT_FRAME.length), u32(frames)),
      fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
    );
    const minf = box(
      'minf',
      fullBox('smhd', 0, 0, u16(0), u16(0)),
      box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
      stbl,
    );
    const mdia = box(
      'mdia',
      fullBox(
        'mdhd',
        0,
        0,
        u32(0),
        u32(0),
        u32(SAMPLE_RATE),
        u32(mediaDuration),
        u16(0x55c4),
        u16(0),
      ),
      fullBox(
        'hdlr',
        0,
        0,
        u32(0),
        fourcc('soun'),
        zeros(12),
        Buffer.from('SoundHandler\0', 'latin1'),
      ),
      minf,
    );
    const tkhd = fullBox(
      'tkhd',
      0,
      0x000003, // enabled, in the movie
      u32(0),
      u32(0),
      u32(1), // track id
      u32(0),
      u32(movieDuration),
      zeros(8),
      u16(0), // layer
      u16(1), // alternate group
      u16(0x0100), // volume
      u16(0),
      UNITY_MATRIX,
      u32(0), // width
      u32(0), // height
    );
    const mvhd = fullBox(
      'mvhd',
      0,
      0,
      u32(0),
      u32(0),
      u32(MOVIE_TIMESCALE),
      u32(movieDuration),
      u32(0x00010000), // rate 1.0
      u16(0x0100), // volume 1.0
      zeros(10),
      UNITY_MATRIX,
      zeros(24),
      u32(2), // next track id
    );
    return box('moov', mvhd, box('trak', tkhd, mdia));
  };
  const moovSize = moovFor(0).length;
  const moov = moovFor(ftyp.length + moovSize + 8);
  const mdat = Buffer.concat([
    u32(8 + frames * SILENT_FRAME.length),
    fourcc('mdat'),
    Buffer.alloc(frames * SILENT_FRAME.length).fill(SILENT_FRAME),
  ]);
  return Buffer.concat([ftyp, moov, mdat]);
}
