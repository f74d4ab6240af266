import { buildCatalog } from '../seed/catalog';
import { COLOURS, type ColourCode } from '../seed/vocabulary';

/**
 * The image server's product videos: a tiny, valid MP4 (H.264 Constrained Baseline) made in code, so
 * the storefront's `<video>` has something real to play offline. Scene7 serves stored content, video
 * included, from `/is/content/{catalog}/{assetId}`; the still of the same id (`/is/image/...`) is its
 * poster.
 *
 * No encoder is needed: every macroblock is coded as I_PCM (raw samples, H.264 §7.3.5), so a frame is
 * an IDR slice of raw Y/Cb/Cr bytes behind a few Exp-Golomb header fields. The MP4 container
 * (ISO/IEC 14496-12 and -15) holds one chunk of such frames with the SPS and PPS in `avcC`.
 * A band of light moves down over the garment colour, so a person can see it play.
 */

const WIDTH_MBS = 4;
const HEIGHT_MBS = 5;
/** 64 × 80 pixels: the catalogue's 4:5 shots in the smallest frame made of whole macroblocks. */
export const VIDEO_WIDTH = WIDTH_MBS * 16;
export const VIDEO_HEIGHT = HEIGHT_MBS * 16;
export const VIDEO_FRAMES = 8;
/** Media timescale: milliseconds; each frame shows for a quarter of a second (2 s in all). */
const TIMESCALE = 1000;
const FRAME_DURATION = 250;
const BAND_HEIGHT = 16;

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.used += 1;
    if (this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }

  /** u(n): an unsigned number in `count` bits, most significant first. */
  u(count: number, value: number): void {
    for (let shift = count - 1; shift >= 0; shift -= 1) this.bit((value >>> shift) & 1);
  }

  /** ue(v): unsigned Exp-Golomb. */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.u(length, 0);
    this.u(length + 1, code);
  }

  /** se(v): signed Exp-Golomb. */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  get aligned(): boolean {
    return this.used === 0;
  }

  alignWithZeros(): void {
    while (!this.aligned) this.bit(0);
  }

  byte(value: number): void {
    this.u(8, value);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  finish(): Uint8Array {
    this.bit(1);
    this.alignWithZeros();
    return Uint8Array.from(this.bytes);
  }
}

/** A NAL unit: its header byte and the payload with emulation prevention (no `00 00 0x` for x ≤ 3). */
function nalUnit(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const value of rbsp) {
    if (zeros >= 2 && value <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(value);
    zeros = value === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

const PROFILE_BASELINE = 66;
/** constraint_set0 and constraint_set1: Constrained Baseline, which every H.264 decoder plays. */
const CONSTRAINT_FLAGS = 0xc0;
const LEVEL_1 = 10;
const LOG2_MAX_FRAME_NUM = 4;

function sequenceParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.u(8, PROFILE_BASELINE);
  w.u(8, CONSTRAINT_FLAGS);
  w.u(8, LEVEL_1);
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type 2: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.u(1, 0); // gaps_in_frame_num_value_allowed_flag
  w.ue(WIDTH_MBS - 1);
  w.ue(HEIGHT_MBS - 1);
  w.u(1, 1); // frame_mbs_only_flag
  w.u(1, 1); // direct_8x8_inference_flag
  w.u(1, 0); // frame_cropping_flag
  w.u(1, 0); // vui_parameters_present_flag
  return nalUnit(3, 7, w.finish());
}

function pictureParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.u(1, 0); // entropy_coding_mode_flag: CAVLC
  w.u(1, 0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.u(1, 0); // weighted_pred_flag
  w.u(2, 0); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.u(1, 1); // deblocking_filter_control_present_flag
  w.u(1, 0); // constrained_intra_pred_flag
  w.u(1, 0); // redundant_pic_cnt_present_flag
  return nalUnit(3, 8, w.finish());
}

export interface Yuv {
  y: number;
  cb: number;
  cr: number;
}

/** `#rrggbb` as BT.601 limited-range Y'CbCr (the range H.264 samples use by default). */
function yuvOf(hex: string): Yuv {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '808080';
  const r = parseInt(value.slice(0, 2), 16);
  const g = parseInt(value.slice(2, 4), 16);
  const b = parseInt(value.slice(4, 6), 16);
  const clamp = (n: number) => Math.min(240, Math.max(16, Math.round(n)));
  return {
    y: clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255),
    cb: clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255),
    cr: clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255),
  };
}

/** One IDR picture, every macroblock I_PCM; `lumaAt(x, y)` gives the luma sample of each pixel. */
function idrSlice(frame: number, lumaAt: (x: number, y: number) => number, colour: Yuv): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices of the picture)
  w.ue(0); // pic_parameter_set_id
  w.u(LOG2_MAX_FRAME_NUM, 0); // frame_num: 0 for an IDR picture
  w.ue(frame % 2); // idr_pic_id: consecutive IDR pictures differ
  w.u(1, 0); // no_output_of_prior_pics_flag
  w.u(1, 0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off (raw samples need none)
  for (let mbY = 0; mbY < HEIGHT_MBS; mbY += 1) {
    for (let mbX = 0; mbX < WIDTH_MBS; mbX += 1) {
      w.ue(25); // mb_type I_PCM
      w.alignWithZeros(); // pcm_alignment_zero_bit
      for (let y = 0; y < 16; y += 1) for (let x = 0; x < 16; x += 1) w.byte(lumaAt(mbX * 16 + x, mbY * 16 + y));
      for (let i = 0; i < 64; i += 1) w.byte(colour.cb);
      for (let i = 0; i < 64; i += 1) w.byte(colour.cr);
    }
  }
  return nalUnit(3, 5, w.finish());
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function u16(value: number): number[] {
  return [(value >>> 8) & 0xff, value & 0xff];
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0) & 0xff);
}

type Bytes = readonly number[] | Uint8Array;

function box(type: string, ...parts: Bytes[]): number[] {
  const body = parts.flatMap((part) => [...part]);
  return [...u32(body.length + 8), ...ascii(type), ...body];
}

/** A full box: version 0 and its flags before the body. */
function fullBox(type: string, flags: number, ...parts: Bytes[]): number[] {
  return box(type, [0, ...u32(flags).slice(1)], ...parts);
}

const UNITY_MATRIX = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].flatMap(u32);

function movie(sps: Uint8Array, pps: Uint8Array, sampleSizes: number[], dataOffset: number): number[] {
  const duration = sampleSizes.length * FRAME_DURATION;
  const avcC = box(
    'avcC',
    [1, sps[1] ?? 0, sps[2] ?? 0, sps[3] ?? 0, 0xff /* 4-byte lengths */, 0xe1 /* one SPS */],
    u16(sps.length),
    sps,
    [1],
    u16(pps.length),
    pps,
  );
  const compressorName = new Array<number>(32).fill(0);
  const avc1 = box(
    'avc1',
    [0, 0, 0, 0, 0, 0, ...u16(1)], // reserved, data_reference_index
    new Array<number>(16).fill(0), // pre_defined and reserved
    u16(VIDEO_WIDTH),
    u16(VIDEO_HEIGHT),
    u32(0x00480000), // 72 dpi
    u32(0x00480000),
    u32(0),
    u16(1), // frame_count
    compressorName,
    u16(0x0018), // depth
    u16(0xffff), // pre_defined -1
    avcC,
  );
  const sampleTable = box(
    'stbl',
    fullBox('stsd', 0, u32(1), avc1),
    fullBox('stts', 0, u32(1), u32(sampleSizes.length), u32(FRAME_DURATION)),
    fullBox('stsc', 0, u32(1), u32(1), u32(sampleSizes.length), u32(1)),
    fullBox('stsz', 0, u32(0), u32(sampleSizes.length), sampleSizes.flatMap(u32)),
    fullBox('stco', 0, u32(1), u32(dataOffset)),
  );
  const media = box(
    'mdia',
    fullBox('mdhd', 0, u32(0), u32(0), u32(TIMESCALE), u32(duration), u16(0x55c4 /* und */), u16(0)),
    fullBox('hdlr', 0, u32(0), ascii('vide'), new Array<number>(12).fill(0), [...ascii('VideoHandler'), 0]),
    box(
      'minf',
      fullBox('vmhd', 1, u16(0), new Array<number>(6).fill(0)),
      box('dinf', fullBox('dref', 0, u32(1), fullBox('url ', 1))),
      sampleTable,
    ),
  );
  const track = box(
    'trak',
    fullBox(
      'tkhd',
      3, // enabled, in movie
      u32(0),
      u32(0),
      u32(1), // track_ID
      u32(0),
      u32(duration),
      new Array<number>(8).fill(0),
      u16(0), // layer
      u16(0), // alternate_group
      u16(0), // volume: video
      u16(0),
      UNITY_MATRIX,
      u32(VIDEO_WIDTH << 16),
      u32(VIDEO_HEIGHT << 16),
    ),
    media,
  );
  return box(
    'moov',
    fullBox(
      'mvhd',
      0,
      u32(0),
      u32(0),
      u32(TIMESCALE),
      u32(duration),
      u32(0x00010000), // rate 1.0
      u16(0x0100), // volume 1.0
      new Array<number>(10).fill(0),
      UNITY_MATRIX,
      new Array<number>(24).fill(0),
      u32(2), // next_track_ID
    ),
    track,
  );
}

/** A short MP4 in a garment colour (`#rrggbb`): a light band moving down over it. */
function productVideo(hex: string): Uint8Array<ArrayBuffer> {
  const colour = yuvOf(hex);
  const light = Math.min(235, colour.y + 48);
  const samples = Array.from({ length: VIDEO_FRAMES }, (_, frame) => {
    const top = Math.round((frame * (VIDEO_HEIGHT - BAND_HEIGHT)) / (VIDEO_FRAMES - 1));
    const slice = idrSlice(frame, (_x, y) => (y >= top && y < top + BAND_HEIGHT ? light : colour.y), colour);
    return [...u32(slice.length), ...slice];
  });
  const sps = sequenceParameterSet();
  const pps = pictureParameterSet();
  const fileType = box('ftyp', ascii('isom'), u32(0x200), ascii('isom'), ascii('iso2'), ascii('avc1'), ascii('mp41'));
  const sizes = samples.map((sample) => sample.length);
  // The movie box's size does not depend on the offset's value, so it is measured with a stand-in.
  const moovLength = movie(sps, pps, sizes, 0).length;
  const moov = movie(sps, pps, sizes, fileType.length + moovLength + 8);
  return Uint8Array.from([...fileType, ...moov, ...box('mdat', ...samples)]);
}

const videos = new Map<string, Uint8Array<ArrayBuffer>>();

/**
 * The video of an asset id, or `undefined`: a style's video is `{style}_AVV` (the media set's generic
 * video view), `{style}_{colour}_AVV` for one colour, each with the optional EMEA `EU_` prefix, and only
 * for styles that have a video. Drawn in the colour asked for, else the style's first.
 */
export function videoAsset(assetId: string): Uint8Array<ArrayBuffer> | undefined {
  const match = /^(?:EU_)?([A-Za-z0-9]+)(?:_([A-Z]{3}))?_AVV$/.exec(assetId);
  if (!match) return undefined;
  const [, style = '', named] = match;
  const product = buildCatalog().products.get(style);
  if (!product?.style.video) return undefined;
  const colour = (named ?? product.style.colours[0]) as ColourCode | undefined;
  if (!colour || !product.style.colours.includes(colour)) return undefined;
  const key = `${style}_${colour}`;
  const known = videos.get(key);
  if (known) return known;
  const video = productVideo(COLOURS[colour].hex);
  videos.set(key, video);
  return video;
}
