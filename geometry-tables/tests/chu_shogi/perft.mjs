// shogiops' chu shogi perft counts, for examples/perft/tests/suite/chu.rs:
//
//     cd geometry-tables/tests/chu_shogi && npm ci && node perft.mjs
//
// From the start position to depth 4, then from positions reached by
// random play (a fixed generator, every move drawn among the moves
// shogiops' `perft` lists, lion moves of two steps included) to depth 3.
// Prints each position's SFEN and counts, then shogiops' own `perft` to
// depth 3; and the time shogiops' `perft` takes from the start.
import { perft } from 'shogiops/debug';
import { Chushogi, secondLionStepDests } from 'shogiops/variant/chushogi';
import { makeSfen } from 'shogiops/sfen';
import { pieceCanPromote } from 'shogiops/variant/util';
import { splitmix } from './fixtures.mjs';

let state = 0x5eedn;
function below(n) {
  let r;
  [state, r] = splitmix(state);
  return Number(r % BigInt(n));
}

// The moves perft plays, in its order.
function moves(pos) {
  const out = [];
  for (const [from, dests] of pos.allMoveDests()) {
    for (const to of dests) {
      const piece = pos.board.get(from);
      if (pieceCanPromote(pos.rules)(piece, from, to, pos.board.get(to))) out.push({ from, to, promotion: true });
      out.push({ from, to, promotion: false });
      if (['lion', 'lionpromoted', 'eagle', 'falcon'].includes(piece.role)) {
        for (const end of secondLionStepDests(pos, from, to)) out.push({ from, to: end, midStep: to });
      }
    }
  }
  return out;
}

// perft over `moves`: shogiops' own `perft` plays a two-step move with
// its squares swapped (the piece stops on the first square, and the
// second is emptied), so its counts past depth 3 are of other positions;
// this one plays them as `isLegal` reads them.
function count(pos, depth) {
  if (depth === 0) return 1;
  const list = moves(pos);
  if (depth === 1) return list.length;
  let n = 0;
  for (const move of list) {
    const child = pos.clone();
    child.play(move);
    n += count(child, depth - 1);
  }
  return n;
}

const start = Chushogi.default();
const line = (pos, depth) => {
  const counts = [];
  for (let d = 1; d <= depth; d++) counts.push(count(pos, d));
  const theirs = [];
  for (let d = 1; d <= Math.min(depth, 3); d++) theirs.push(perft(pos, d));
  console.log(`${makeSfen(pos)} ${counts.join(' ')} (shogiops' perft: ${theirs.join(' ')})`);
};
line(start, 4);
// shogiops' own perft from the start, timed (median of 5 runs each), to
// set beside `cargo run --release -p perft-example -- 4`.
for (let d = 3; d <= 4; d++) {
  const times = [];
  let n = 0;
  for (let run = 0; run < (d === 3 ? 5 : 1); run++) {
    const t = process.hrtime.bigint();
    n = perft(start, d);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(`# shogiops perft depth ${d}: ${n} in ${times[times.length >> 1].toFixed(1)} ms`);
}
for (let game = 0; game < 4; game++) {
  const pos = start.clone();
  for (let ply = 0; ply < 20 + 10 * game; ply++) {
    const list = moves(pos);
    if (list.length === 0 || pos.isEnd()) break;
    pos.play(list[below(list.length)]);
  }
  line(pos, 3);
}
