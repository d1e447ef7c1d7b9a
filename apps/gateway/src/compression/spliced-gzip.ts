import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine, crc32CombineOperator } from './crc32-combine';

/**
 * A gzip stream made of pieces compressed apart. Each piece is raw DEFLATE that ends on a byte
 * boundary and refers to nothing before it, so pieces can follow one another in any order; an
 * empty final block closes the stream, and the header and trailer (CRC-32 and length of the
 * whole) are gzip's own (RFC 1951 and 1952). The whole's CRC is joined from the pieces' CRCs.
 *
 * A page is the same big pieces (the rendered app, the template) around small ones that change
 * with every answer (its nonce): the big ones are compressed once, the small ones are stored
 * as they are, so an answer costs no compression at all (docs/decisions.md, D-53).
 */
export interface SplicePiece {
  /** Raw DEFLATE blocks, starting and ending on a byte boundary, none of them final. */
  readonly bytes: Buffer;
  /** The uncompressed length, its CRC-32, and the operator that appends it to a CRC. */
  readonly length: number;
  readonly crc: number;
  readonly operator: number;
}

const EMPTY = Buffer.alloc(0);

/** Compressed once, at the best level, ended by a full flush (which also forgets the history). */
export function deflatedPiece(text: string): SplicePiece {
  const raw = Buffer.from(text, 'utf8');
  if (raw.length === 0) return { bytes: EMPTY, length: 0, crc: 0, operator: crc32CombineOperator(0) };
  return {
    bytes: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
    length: raw.length,
    crc: crc32(raw),
    operator: crc32CombineOperator(raw.length),
  };
}

const MAX_STORED_BLOCK = 0xffff;
const operators = new Map<number, number>();

/** Kept as it is, in stored blocks: nothing to compute but a CRC, for the bytes of one answer. */
export function storedPiece(text: string): SplicePiece {
  const raw = Buffer.from(text, 'utf8');
  const blocks: Buffer[] = [];
  for (let start = 0; start < raw.length; start += MAX_STORED_BLOCK) {
    const data = raw.subarray(start, start + MAX_STORED_BLOCK);
    // BFINAL 0, BTYPE 00 (stored), then LEN and its one's complement, little-endian.
    const header = Buffer.from([0x00, data.length & 0xff, data.length >>> 8, ~data.length & 0xff, (~data.length >>> 8) & 0xff]);
    blocks.push(header, data);
  }
  let operator = operators.get(raw.length);
  if (operator === undefined) {
    operator = crc32CombineOperator(raw.length);
    if (operators.size < 64) operators.set(raw.length, operator);
  }
  return { bytes: blocks.length ? Buffer.concat(blocks) : EMPTY, length: raw.length, crc: raw.length ? crc32(raw) : 0, operator };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
// A final (BFINAL = 1) stored block of length 0: it ends the DEFLATE stream at a byte boundary.
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export function splicedGzip(pieces: readonly SplicePiece[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    if (piece.length === 0) continue;
    crc = crc32Combine(crc, piece.crc, piece.operator);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...pieces.map((piece) => piece.bytes), FINAL_EMPTY_BLOCK, trailer]);
}
