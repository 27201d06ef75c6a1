//! Rows a module's tables share: a row of bitboards equal to a row of an
//! earlier table is written as that row (`RAYS[2]`), not as its values
//! again. A piece's rays are mostly the module's `RAYS`, and chu shogi's
//! eight riders and three ray-reading pieces would otherwise repeat them:
//! every value left out is work the compiler does not do.

use crate::data::{BitWidth, Data, Shape, Values};
use crate::plan::{Item, ItemKind};
use std::collections::HashMap;

/// A row of a table written as a row of an earlier table of the module:
/// `NAME[row]`, or `NAME` when that table is a list (one row).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowRef {
    /// The earlier table.
    pub item: String,
    /// Its row, `None` for a list.
    pub row: Option<usize>,
}

/// The rows of a table that can be written as another table's, and
/// referred to by a later one: a `static` (one value in memory, which
/// another static's initializer may read) of bitboards, as a list or as
/// rows. Returns `(rows, row length, whether a list)`.
fn rows_of(item: &Item) -> Option<(usize, usize, bool)> {
    if !matches!(item.kind(), ItemKind::Static | ItemKind::HiddenStatic) {
        return None;
    }
    let Data { shape, values } = item.data();
    if !matches!(values, Values::Wide(_) | Values::Bits(..)) {
        return None;
    }
    match *shape {
        Shape::List(n) if n > 0 => Some((1, n, true)),
        Shape::Rows(rows, n) if n > 0 => Some((rows, n, false)),
        _ => None,
    }
}

/// The element type's tag and a fingerprint of elements `start..start +
/// len`; rows with different keys differ. Plain loops: a proc macro runs
/// this unoptimized.
fn key(values: &Values, start: usize, len: usize) -> (u32, usize, u64) {
    const PRIME: u64 = 0x0000_0100_0000_01B3;
    let mut hash: u64 = 0xCBF2_9CE4_8422_2325;
    let mut mix = |word: u64| hash = (hash ^ word).wrapping_mul(PRIME);
    let tag = match values {
        Values::Wide(v) => {
            for words in &v[start..start + len] {
                for &w in words {
                    mix(w);
                }
            }
            0
        }
        Values::Bits(width, v) => {
            for &bits in &v[start..start + len] {
                mix(bits as u64);
                mix((bits >> 64) as u64);
            }
            1 + u32::from(*width == BitWidth::U128)
        }
        _ => u32::MAX,
    };
    (tag, len, hash)
}

/// Whether elements `a..a + len` of `x` equal elements `b..b + len` of
/// `y`, of the same type.
fn same(x: &Values, a: usize, y: &Values, b: usize, len: usize) -> bool {
    match (x, y) {
        (Values::Wide(x), Values::Wide(y)) => x[a..a + len] == y[b..b + len],
        (Values::Bits(wx, x), Values::Bits(wy, y)) => wx == wy && x[a..a + len] == y[b..b + len],
        _ => false,
    }
}

/// For each item, the earlier row each of its rows repeats (none where
/// it is the first of its values, or the item is not a table of
/// bitboards); an item whose rows repeat none has an empty list.
pub fn row_refs(items: &[Item]) -> Vec<Vec<Option<RowRef>>> {
    let mut first: HashMap<(u32, usize, u64), (usize, usize)> = HashMap::new();
    let mut refs = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let Some((rows, len, _)) = rows_of(item) else {
            refs.push(Vec::new());
            continue;
        };
        let values = &item.data().values;
        let mut own = Vec::with_capacity(rows);
        for r in 0..rows {
            let key = key(values, r * len, len);
            let earlier = match first.get(&key) {
                // A static's initializer cannot read the static itself.
                Some(&(j, s)) if j < i => Some((j, s)),
                Some(_) => None,
                None => {
                    first.insert(key, (i, r));
                    None
                }
            };
            own.push(earlier.and_then(|(j, s)| {
                let source = &items[j];
                let (_, _, list) = rows_of(source)?;
                same(values, r * len, &source.data().values, s * len, len).then(|| RowRef {
                    item: source.name().to_string(),
                    row: (!list).then_some(s),
                })
            }));
        }
        if own.iter().all(Option::is_none) {
            own.clear();
        }
        refs.push(own);
    }
    refs
}
