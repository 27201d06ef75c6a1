// shogiops' second steps of chu shogi's lion, horned falcon and soaring
// eagle (`secondLionStepDests`), for
// geometry-tables/tests/suite/chu_shogi.rs:
//
//     cd geometry-tables/tests/chu_shogi && npm ci
//     node lion_steps.mjs > ../data/chu_shogi_lion_steps.txt
//
// For each of the three, from every square of the 12x12 board, for each
// side to move, among 20 random positions (the occupancies 1 to 20 of
// test-support's `fairy_data`, each blocker a gold of the side drawn):
// for every king step from the piece onto an enemy piece, in lerf order,
// the squares the second step may go to, as lerf indices. A first step
// onto an empty square is left out: shogiops lists there the moves the
// library gives as the piece's direct jumps (`D`, `A`, the lion's
// `KNAD`). No lion stands among the blockers, so the lion-trading rules
// never apply. Summarised as one FNV-1a hash over
//
//     for k in 1..21:  for each first step onto an enemy:  "{k}.{mid}:" targets ";"
//
// Output: two comment lines (`#`), then a line `12x12 ROLE` per piece,
// then one line per lerf square: the `SENTE GOTE` hashes.
import { Board } from 'shogiops/board';
import { Hands } from 'shogiops/hands';
import { Chushogi, secondLionStepDests } from 'shogiops/variant/chushogi';
import { SIZE, fnv, occupancy, toLerf, toShogiops } from './fixtures.mjs';

const ROLES = ['lion', 'falcon', 'eagle'];

const side = color => (color === 0 ? 'sente' : 'gote');

function hash(role, color, from) {
  let text = '';
  for (let k = 1n; k <= 20n; k++) {
    const board = Board.empty();
    const blockers = occupancy(from, color, k);
    for (const [t, s] of blockers) board.set(toShogiops(t), { role: 'gold', color: side(s) });
    board.set(toShogiops(from), { role, color: side(color) });
    const pos = Chushogi.from({ board, hands: Hands.empty(), turn: side(color), moveNumber: 1 }, false).unwrap();
    const [f, r] = [from % SIZE, Math.floor(from / SIZE)];
    const mids = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let df = -1; df <= 1; df++) {
        const [mf, mr] = [f + df, r + dr];
        if ((df || dr) && mf >= 0 && mf < SIZE && mr >= 0 && mr < SIZE) mids.push(mr * SIZE + mf);
      }
    }
    for (const mid of mids.sort((a, b) => a - b)) {
      const blocker = blockers.find(([t]) => t === mid);
      if (!blocker || blocker[1] === color) continue;
      const dests = [...secondLionStepDests(pos, toShogiops(from), toShogiops(mid))].map(toLerf);
      text += `${k}.${mid}:${dests.sort((a, b) => a - b).join(',')};`;
    }
  }
  return fnv(text);
}

console.log("# shogiops 0.18.0's second steps of chu shogi's lion, falcon and eagle; regenerate with");
console.log('# cd geometry-tables/tests/chu_shogi && npm ci && node lion_steps.mjs > ../data/chu_shogi_lion_steps.txt');
for (const role of ROLES) {
  console.log(`${SIZE}x${SIZE} ${role}`);
  for (let sq = 0; sq < SIZE * SIZE; sq++) {
    console.log(`${hash(role, 0, sq)} ${hash(role, 1, sq)}`);
  }
}
