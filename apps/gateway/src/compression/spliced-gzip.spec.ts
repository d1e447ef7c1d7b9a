import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { crc32Combine, crc32CombineOperator } from './crc32-combine';
import { deflatedPiece, splicedGzip, storedPiece } from './spliced-gzip';

describe('splicedGzip', () => {
  it('joins compressed and stored pieces into one gzip stream of the whole text', () => {
    const big = deflatedPiece('<html><body>'.repeat(500));
    const pieces = [big, storedPiece('nonce-ABC'), deflatedPiece(''), storedPiece(''), big, deflatedPiece('é ✓ 𝄞</body></html>')];
    const expected = '<html><body>'.repeat(500) + 'nonce-ABC' + '<html><body>'.repeat(500) + 'é ✓ 𝄞</body></html>';
    expect(gunzipSync(splicedGzip(pieces)).toString('utf8')).toBe(expected);
  });

  it('stores a piece longer than one stored block in several', () => {
    const text = 'x'.repeat(70_000) + 'y';
    expect(gunzipSync(splicedGzip([storedPiece(text), deflatedPiece('!')])).toString()).toBe(`${text}!`);
  });

  it('is much smaller than its text when the big pieces repeat themselves', () => {
    const piece = deflatedPiece('<div class="flex items-center gap-2">Luna Vega</div>'.repeat(200));
    expect(splicedGzip([piece]).length).toBeLessThan(piece.length / 20);
  });

  it('is a valid stream with no pieces at all', () => {
    expect(gunzipSync(splicedGzip([])).toString()).toBe('');
  });
});

describe('crc32Combine', () => {
  it.each([1, 7, 24, 4096, 65_537])('gives zlib’s CRC of two joined pieces, the second %i bytes long', (length) => {
    const first = randomBytes(1000);
    const second = randomBytes(length);
    expect(crc32Combine(crc32(first), crc32(second), crc32CombineOperator(length))).toBe(crc32(Buffer.concat([first, second])));
  });
});
