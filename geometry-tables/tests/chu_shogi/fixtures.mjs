// What the chu shogi data scripts share with test-support's `fairy_data`:
// its random occupancies, drawn as it draws them, its FNV-1a hash, and
// the squares of shogiops' 16x16 grid as lerf indices of the 12x12 board.
export const SIZE = 12;
const MASK = (1n << 64n) - 1n;

// One step of splitmix64: [new state, output].
export function splitmix(state) {
  state = (state + 0x9e3779b97f4a7c15n) & MASK;
  let z = state;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
  return [state, z ^ (z >> 31n)];
}

// The blockers of occupancy k (none for 0) around a piece of `color` on
// lerf square `sq`, as [lerf square, side].
export function occupancy(sq, color, k) {
  const out = [];
  if (k === 0n) return out;
  const n = BigInt(SIZE);
  let state = ((((n * 17n + n) * 257n + BigInt(sq)) * 2n + BigInt(color)) * 64n) + k;
  const density = 1n + (k % 4n);
  for (let t = 0; t < SIZE * SIZE; t++) {
    if (t === sq) continue;
    let r;
    [state, r] = splitmix(state);
    if (r % 8n < density) out.push([t, Number((r >> 8n) & 1n)]);
  }
  return out;
}

export function fnv(text) {
  let h = 0xcbf29ce484222325n;
  for (const b of Buffer.from(text, 'utf8')) {
    h = ((h ^ BigInt(b)) * 0x100000001b3n) & MASK;
  }
  return h.toString(16).padStart(16, '0');
}

// Sente moves towards higher lerf ranks: shogiops' square
// (11 - rank) * 16 + file is lerf's file + 12 * rank.
export const toShogiops = lerf => (SIZE - 1 - Math.floor(lerf / SIZE)) * 16 + (lerf % SIZE);
export const toLerf = sq => (SIZE - 1 - (sq >> 4)) * SIZE + (sq & 15);
