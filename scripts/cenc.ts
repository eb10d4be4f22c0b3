// Common Encryption ('cenc', AES-128 CTR) of a fragmented MP4, for the ClearKey fixture stream. ffmpeg 5.1 writes
// the encrypted sample entries (encv/enca with sinf/tenc) but, in fragmented output, not the per-fragment sample
// encryption boxes a browser needs ("Sample encryption info is not available"), so the samples are encrypted here:
// ffmpeg's encrypted run gives the moov, this adds a W3C common-system pssh (the key id, so the CDM asks for it)
// and writes every fragment's samples encrypted with senc/saiz/saio; video keeps each NAL's length and header
// clear (subsamples), audio is encrypted whole.
import { createCipheriv } from "node:crypto";

interface Box {
  type: string;
  start: number;
  size: number;
}

function children(data: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  for (let offset = start; offset + 8 <= end;) {
    const size = data.readUInt32BE(offset);
    if (size < 8) throw new Error("unexpected MP4 box size");
    found.push({ type: data.toString("latin1", offset + 4, offset + 8), start: offset, size });
    offset += size;
  }
  return found;
}

const box = (type: string, ...payload: Buffer[]): Buffer => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};
const fullBox = (type: string, version: number, flags: number, ...payload: Buffer[]): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return box(type, head, ...payload);
};
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return b;
};
const u16 = (value: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(value);
  return b;
};

const COMMON_SYSTEM_ID = Buffer.from("1077efecc0b24d02ace33c1e52e2fb4b", "hex");

/** A version-1 pssh of the W3C common system naming `kid`: what a ClearKey CDM turns into its licence request. */
export const commonPssh = (kid: Buffer): Buffer => fullBox("pssh", 1, 0, COMMON_SYSTEM_ID, u32(1), kid, u32(0));

interface Sample {
  offset: number;
  size: number;
}

/** The samples of one traf: where each one sits in the file (default-base-is-moof). */
function trafSamples(data: Buffer, moofStart: number, traf: Box): { trackId: number; samples: Sample[]; trunStarts: number[] } {
  const parts = children(data, traf.start + 8, traf.start + traf.size);
  const tfhd = parts.find((b) => b.type === "tfhd");
  if (!tfhd) throw new Error("traf without tfhd");
  const tfhdFlags = data.readUInt32BE(tfhd.start + 8) & 0xffffff;
  const trackId = data.readUInt32BE(tfhd.start + 12);
  let cursor = tfhd.start + 16;
  if (tfhdFlags & 0x1) cursor += 8;
  if (tfhdFlags & 0x2) cursor += 4;
  if (tfhdFlags & 0x8) cursor += 4;
  const defaultSize = tfhdFlags & 0x10 ? data.readUInt32BE(cursor) : 0;
  const samples: Sample[] = [];
  const trunStarts: number[] = [];
  for (const trun of parts.filter((b) => b.type === "trun")) {
    trunStarts.push(trun.start);
    const flags = data.readUInt32BE(trun.start + 8) & 0xffffff;
    const count = data.readUInt32BE(trun.start + 12);
    let at = trun.start + 16;
    let dataOffset = moofStart + (flags & 0x1 ? data.readInt32BE(at) : 0);
    if (flags & 0x1) at += 4;
    if (flags & 0x4) at += 4;
    for (let i = 0; i < count; i++) {
      if (flags & 0x100) at += 4;
      const size = flags & 0x200 ? data.readUInt32BE(at) : defaultSize;
      if (flags & 0x200) at += 4;
      if (flags & 0x400) at += 4;
      if (flags & 0x800) at += 4;
      samples.push({ offset: dataOffset, size });
      dataOffset += size;
    }
  }
  return { trackId, samples, trunStarts };
}

/** Clear/protected pairs of an AVC sample (4-byte NAL lengths): VCL NALs keep length and header clear, others stay clear. */
function avcSubsamples(sample: Buffer): [number, number][] {
  const pairs: [number, number][] = [];
  let clear = 0;
  for (let at = 0; at + 4 <= sample.length;) {
    const length = sample.readUInt32BE(at);
    const type = sample[at + 4]! & 0x1f;
    const vcl = type >= 1 && type <= 5 && length > 16;
    if (vcl) {
      pairs.push([clear + 5, length - 1]);
      clear = 0;
    } else clear += 4 + length;
    at += 4 + length;
  }
  if (clear > 0) pairs.push([clear, 0]);
  // A clear run is at most 65535 bytes (16 bits): split longer ones.
  return pairs.flatMap(([c, p]) => {
    const out: [number, number][] = [];
    while (c > 0xffff) {
      out.push([0xffff, 0]);
      c -= 0xffff;
    }
    out.push([c, p]);
    return out;
  });
}

/**
 * `plain`: ffmpeg's unencrypted fragmented MP4 (frag_keyframe+empty_moov+default_base_moof); `encryptedMoov`: the
 * moov box of the same stream from ffmpeg's `-encryption_scheme cenc-aes-ctr` run; `videoTrackId`: the AVC track.
 */
export function encryptFragmented(plain: Buffer, encryptedMoov: Buffer, videoTrackId: number, key: Buffer, kid: Buffer): Buffer {
  const top = children(plain, 0, plain.length);
  const ftyp = top.find((b) => b.type === "ftyp")!;
  const moovBody = encryptedMoov.subarray(8);
  const out: Buffer[] = [plain.subarray(ftyp.start, ftyp.start + ftyp.size), box("moov", moovBody, commonPssh(kid))];
  let sampleNumber = 0;
  for (let i = 0; i < top.length; i++) {
    const moof = top[i]!;
    if (moof.type !== "moof") continue;
    const mdat = top[i + 1];
    if (mdat?.type !== "mdat") throw new Error("moof without mdat");
    const encryptedMdat = Buffer.from(plain.subarray(mdat.start, mdat.start + mdat.size));
    const moofParts = children(plain, moof.start + 8, moof.start + moof.size);
    // Each traf gets senc + saiz + saio; their size is known before the offsets are.
    const built = moofParts.map((part) => {
      if (part.type !== "traf")
        return { part, extra: [] as Buffer[], senc: Buffer.alloc(0), sizes: [] as number[], trunStarts: [] as number[] };
      const { trackId, samples, trunStarts } = trafSamples(plain, moof.start, part);
      const video = trackId === videoTrackId;
      const entries: Buffer[] = [];
      const sizes: number[] = [];
      for (const sample of samples) {
        const iv = Buffer.alloc(8);
        iv.writeBigUInt64BE(BigInt(++sampleNumber) << 24n);
        const at = sample.offset - mdat.start;
        const bytes = encryptedMdat.subarray(at, at + sample.size);
        const pairs = video ? avcSubsamples(bytes) : [[0, sample.size] as [number, number]];
        const cipher = createCipheriv("aes-128-ctr", key, Buffer.concat([iv, Buffer.alloc(8)]));
        let cursor = 0;
        for (const [clear, protectedBytes] of pairs) {
          cursor += clear;
          const region = bytes.subarray(cursor, cursor + protectedBytes);
          cipher.update(region).copy(region);
          cursor += protectedBytes;
        }
        const entry = video ? Buffer.concat([iv, u16(pairs.length), ...pairs.map(([c, p]) => Buffer.concat([u16(c), u32(p)]))]) : iv;
        entries.push(entry);
        sizes.push(entry.length);
      }
      const senc = fullBox("senc", 0, video ? 0x2 : 0, u32(samples.length), ...entries);
      return { part, extra: [], senc, sizes, trunStarts };
    });
    const saizOf = (sizes: number[]) => fullBox("saiz", 0, 0, Buffer.from([0]), u32(sizes.length), Buffer.from(sizes));
    const saioSize = 8 + 4 + 4 + 4;
    const added = built.reduce((sum, b) => sum + (b.part.type === "traf" ? b.senc.length + saizOf(b.sizes).length + saioSize : 0), 0);
    const moofSize = moof.size + added;
    // Lay the new moof out: header, then each part (trafs grown at their end).
    let position = 8;
    const parts: Buffer[] = [];
    for (const b of built) {
      const original = Buffer.from(plain.subarray(b.part.start, b.part.start + b.part.size));
      if (b.part.type !== "traf") {
        parts.push(original);
        position += original.length;
        continue;
      }
      for (const trunStart of b.trunStarts) {
        const at = trunStart - b.part.start;
        if (original.readUInt32BE(at + 8) & 0x1) original.writeInt32BE(original.readInt32BE(at + 16) + added, at + 16);
      }
      const saiz = saizOf(b.sizes);
      const sencAt = position + original.length; // the senc box, relative to the moof's start
      const saio = fullBox("saio", 0, 0, u32(1), u32(sencAt + 16)); // first IV: after senc's header and sample count
      const traf = Buffer.concat([original, b.senc, saiz, saio]);
      traf.writeUInt32BE(traf.length, 0);
      parts.push(traf);
      position += traf.length;
    }
    const moofBox = Buffer.concat([u32(moofSize), Buffer.from("moof", "latin1"), ...parts]);
    if (moofBox.length !== moofSize) throw new Error("moof layout mismatch");
    out.push(moofBox, encryptedMdat);
  }
  return Buffer.concat(out);
}
