// shogiops' attacks of every chu shogi piece, for
// geometry-tables/tests/suite/chu_shogi.rs:
//
//     cd geometry-tables/tests/chu_shogi && npm ci
//     node attacks.mjs > ../data/chu_shogi_attacks.txt
//
// For each of shogiops' chu shogi roles whose attacks are its own (the
// promoted roles and the prince share another role's), from every square
// of the 12x12 board, for each side, among 21 occupancies (the empty
// board, then 20 random ones drawn as test-support's `fairy_data`
// draws them): one FNV-1a hash over
//
//     for k in 0..21:  "{k}:" quiet targets "|" attacked squares ";"
//
// with the squares as lerf indices (file + 12 * rank), ascending and
// comma-separated, and the quiet targets the attacked squares that are
// empty. Sente is white, moving towards higher ranks: shogiops' square
// (11 - rank) * 16 + file is lerf's file + 12 * rank.
//
// Output: two comment lines (`#`), then a line `12x12 ROLE` per role, then
// one line per lerf square: the `WHITE BLACK` hashes.
import { attacks } from 'shogiops/attacks';
import { SquareSet } from 'shogiops/square-set';
import { SIZE, fnv, occupancy, toLerf, toShogiops } from './fixtures.mjs';

const OCCUPANCIES = 21n;
const ROLES = [
  'pawn', 'lance', 'leopard', 'copper', 'silver', 'gold', 'elephant', 'tiger',
  'king', 'chariot', 'bishop', 'rook', 'phoenix', 'kirin', 'sidemover',
  'verticalmover', 'horse', 'dragon', 'queen', 'lion', 'gobetween', 'ox',
  'stag', 'boar', 'falcon', 'eagle', 'whale', 'whitehorse',
];

function hash(role, color, from) {
  let text = '';
  for (let k = 0n; k < OCCUPANCIES; k++) {
    const blockers = occupancy(from, color, k);
    const occupied = SquareSet.fromSquares(...blockers.map(([t]) => toShogiops(t)));
    const piece = { role, color: color === 0 ? 'sente' : 'gote' };
    const reached = [];
    for (const sq of attacks(piece, toShogiops(from), occupied)) {
      if ((sq & 15) < SIZE && sq >> 4 < SIZE) reached.push(toLerf(sq));
    }
    reached.sort((a, b) => a - b);
    const quiet = reached.filter(sq => !blockers.some(([t]) => t === sq));
    text += `${k}:${quiet.join(',')}|${reached.join(',')};`;
  }
  return fnv(text);
}

console.log("# shogiops 0.18.0's attacks of chu shogi's pieces; regenerate with");
console.log('# cd geometry-tables/tests/chu_shogi && npm ci && node attacks.mjs > ../data/chu_shogi_attacks.txt');
for (const role of ROLES) {
  console.log(`${SIZE}x${SIZE} ${role}`);
  for (let sq = 0; sq < SIZE * SIZE; sq++) {
    console.log(`${hash(role, 0, sq)} ${hash(role, 1, sq)}`);
  }
}
