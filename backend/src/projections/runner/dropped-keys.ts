/**
 * The keys a rebuild has dropped from memory after writing their rows (a Bloom filter), so that a
 * key not in memory can be told apart: "never seen, the row does not exist" (the answer for almost
 * every new row) or "maybe written and dropped" (read back from the table, which has the answer).
 *
 * A set of the keys themselves would grow with the read models (tens of bytes a key); this keeps
 * about 2 bytes a key, so the rebuild's memory stays flat as the log grows. A wrong "maybe" costs
 * one read that finds nothing; there is never a wrong "no".
 *
 * It grows in layers: when one holds its capacity, a new one twice its size is added, each with a
 * smaller share of false "maybe"s (0.1%, then 0.05%, …), so the total stays under 0.2%.
 */
export class DroppedKeys {
  private readonly layers: Layer[] = [];
  private size = 0;

  add(key: string): void {
    let layer = this.layers[this.layers.length - 1];
    if (!layer || layer.count >= layer.capacity) {
      const n = this.layers.length;
      layer = new Layer(FIRST_CAPACITY * 2 ** n, FIRST_ERROR_RATE / 2 ** n);
      this.layers.push(layer);
    }
    hash(key);
    layer.add(h1, h2);
    this.size++;
  }

  /** False: the key was never added. True: it probably was (read the table to know). */
  mayHave(key: string): boolean {
    if (this.size === 0) return false;
    hash(key);
    for (const layer of this.layers) if (layer.has(h1, h2)) return true;
    return false;
  }

  /** Keys added (a key added twice counts twice). */
  get count(): number {
    return this.size;
  }
}

const FIRST_CAPACITY = 1 << 16;
const FIRST_ERROR_RATE = 0.001;

/**
 * One "blocked" Bloom filter: a key's probes all fall in one 512-bit block (one cache line), so
 * an add or a look-up costs one memory access, not k of them scattered over megabytes.
 */
class Layer {
  count = 0;
  private readonly words: Uint32Array;
  private readonly blocks: number;
  private readonly k: number;

  constructor(
    readonly capacity: number,
    errorRate: number,
  ) {
    // The textbook sizes (m = -n ln p / (ln 2)^2 bits, k = (m / n) ln 2 probes), with a fifth more
    // bits for what keeping the probes in one block costs in false "maybe"s.
    const bitsPerKey = (1.2 * -Math.log(errorRate)) / Math.LN2 ** 2;
    this.blocks = Math.ceil((capacity * bitsPerKey) / 512);
    this.k = Math.max(1, Math.round((bitsPerKey / 1.2) * Math.LN2));
    this.words = new Uint32Array(this.blocks * 16);
  }

  add(h1: number, h2: number): void {
    const base = (h1 % this.blocks) * 16;
    let x = h2;
    for (let i = 0; i < this.k; i++) {
      x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
      this.words[base + ((x >>> 5) & 15)]! |= 1 << (x & 31);
    }
    this.count++;
  }

  has(h1: number, h2: number): boolean {
    const base = (h1 % this.blocks) * 16;
    let x = h2;
    for (let i = 0; i < this.k; i++) {
      x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
      if ((this.words[base + ((x >>> 5) & 15)]! & (1 << (x & 31))) === 0) return false;
    }
    return true;
  }
}

/** Two 32-bit FNV-1a hashes of the key (different primes): the block, and the probes in it. */
let h1 = 0;
let h2 = 0;
function hash(key: string): void {
  h1 = 0x811c9dc5;
  h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  h1 >>>= 0;
  h2 = (h2 ^ (h2 >>> 13)) | 1;
}
