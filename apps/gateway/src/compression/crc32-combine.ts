/**
 * Joining CRC-32s of pieces into the CRC-32 of the whole without reading the bytes again, as
 * zlib's crc32_combine_gen and crc32_combine_op do (polynomials over GF(2), reflected): the
 * operator for a piece's length is made once, and each join is 32 shifts.
 */
const POLYNOMIAL = 0xedb88320;
const TOP_BIT = 0x80000000;

/** a(x) · b(x) modulo the CRC polynomial. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let bit = TOP_BIT; bit !== 0; bit >>>= 1) {
    if ((a & bit) !== 0) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

// x^(2^k) modulo p, for k = 0..31.
const X_TO_2_TO_K = new Uint32Array(32);
X_TO_2_TO_K[0] = 1 << 30;
for (let k = 1; k < 32; k += 1) X_TO_2_TO_K[k] = multiplyModP(X_TO_2_TO_K[k - 1] ?? 0, X_TO_2_TO_K[k - 1] ?? 0);

/** The operator that appends `length` bytes: x^(8 · length) modulo p. */
export function crc32CombineOperator(length: number): number {
  let operator = TOP_BIT;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) operator = multiplyModP(X_TO_2_TO_K[k % 32] ?? 0, operator);
  }
  return operator >>> 0;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and the operator of B's length. */
export function crc32Combine(crcA: number, crcB: number, operatorB: number): number {
  return (multiplyModP(operatorB, crcA) ^ crcB) >>> 0;
}
