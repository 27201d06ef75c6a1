//! Reading the Fairy-Stockfish move data of `geometry-tables/tests/data`
//! (`betza_moves.txt`, `betza_random.txt`, `variants_ini.txt`), and
//! building the text its hashes are taken over, as `betza_moves.py`
//! builds it from Fairy-Stockfish's moves.
//!
//! A data file is a list of blocks: a header `FILESxRANKS BETZA`, then one
//! line per square in lerf order holding the hashes of white's and black's
//! moves, then of both with first moves when the piece has any. Each hash
//! is FNV-1a over [`moves_text`]: for the empty board and 20 random
//! occupancies, the quiet moves and the captures as lerf indices.

/// Occupancies per square and side: the empty board, then 20 random ones.
pub const OCCUPANCIES: u64 = 21;

/// One piece's data: its board, its Betza string and a line per square.
pub struct Block<'a> {
    pub files: usize,
    pub ranks: usize,
    pub betza: &'a str,
    pub lines: Vec<&'a str>,
}

/// A data file's blocks, in order. Comment lines (`#`) and variant names
/// (`variant ..`) are skipped.
pub fn blocks(data: &str) -> Result<Vec<Block<'_>>, String> {
    let mut blocks: Vec<Block<'_>> = Vec::new();
    let data_lines = data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("variant "));
    for line in data_lines {
        if let Some((size, betza)) = line.split_once(' ').filter(|(s, _)| s.contains('x')) {
            let side = |text: &str| {
                text.parse()
                    .map_err(|e| format!("{line}: the board's size: {e}"))
            };
            let (files, ranks) = size.split_once('x').unwrap_or((size, ""));
            blocks.push(Block {
                files: side(files)?,
                ranks: side(ranks)?,
                betza,
                lines: Vec::new(),
            });
        } else if let Some(block) = blocks.last_mut() {
            block.lines.push(line);
        } else {
            return Err(format!("{line}: a square's line before any header"));
        }
    }
    Ok(blocks)
}

/// A square's line: its hashes, white's then black's, then the same with
/// first moves.
pub fn hashes(line: &str) -> Result<Vec<u64>, String> {
    line.split(' ')
        .map(|h| u64::from_str_radix(h, 16).map_err(|e| format!("{line}: {e}")))
        .collect()
}

/// splitmix64, as the generator steps it: (new state, output).
fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// The blockers of occupancy `k` (none for 0) around a piece of `color`
/// on lerf square `sq`, as (lerf square, side) in lerf order, drawn as the
/// generator draws them.
pub fn occupancy(
    files: usize,
    ranks: usize,
    sq: usize,
    color: usize,
    k: u64,
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if k == 0 {
        return out;
    }
    let mut state =
        ((((files as u64 * 17 + ranks as u64) * 257 + sq as u64) * 2 + color as u64) * 64) + k;
    let density = 1 + k % 4;
    for t in 0..files * ranks {
        if t == sq {
            continue;
        }
        let (next, r) = splitmix(state);
        state = next;
        if r % 8 < density {
            out.push((t, ((r >> 8) & 1) as usize));
        }
    }
    out
}

/// FNV-1a, 64 bits.
pub fn fnv(text: &str) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    for b in text.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3);
    }
    h
}

/// A piece's moves among some blockers (their lerf squares and sides):
/// its quiet moves and its captures, as lerf indices in any order.
pub type Reach<'a> = dyn FnMut(&[(usize, usize)]) -> (Vec<usize>, Vec<usize>) + 'a;

/// The hashed text of a piece of `color` on lerf square `from`:
/// `reach(blockers)` gives its moves among occupancy `k`'s blockers.
pub fn moves_text(
    files: usize,
    ranks: usize,
    from: usize,
    color: usize,
    reach: &mut Reach<'_>,
) -> String {
    let mut text = String::new();
    for k in 0..OCCUPANCIES {
        let (quiet, captures) = reach(&occupancy(files, ranks, from, color, k));
        text.push_str(&format!("{k}:{}|{};", listed(quiet), listed(captures)));
    }
    text
}

/// Lerf indices ascending, comma-separated.
fn listed(mut indices: Vec<usize>) -> String {
    indices.sort_unstable();
    indices.dedup();
    let texts: Vec<String> = indices.iter().map(usize::to_string).collect();
    texts.join(",")
}
