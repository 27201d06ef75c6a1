//! Rows a module's tables share: a row of bitboards equal to a row of an
//! earlier table is written as that row (`RAYS[2]`), not as its values
//! again. A piece's rays are mostly the module's `RAYS`, and chu shogi's
//! eight riders and three ray-reading pieces would otherwise repeat them:
//! every value left out is work the compiler does not do.

use crate::data::{Data, Shape, Values};
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
        Shape::List(n) => Some((1, n, true)),
        Shape::Rows(rows, n) => Some((rows, n, false)),
        _ => None,
    }
}

/// A fingerprint of elements `start..start + len` of a table of
/// bitboards: rows with different fingerprints differ, and rows with the
/// same one are compared in full. Plain loops: a proc macro runs this
/// unoptimized.
fn fingerprint(values: &Values, start: usize, len: usize) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01B3;
    let mut hash: u64 = 0xCBF2_9CE4_8422_2325;
    let mut mix = |word: u64| hash = (hash ^ word).wrapping_mul(PRIME);
    match values {
        Values::Wide(v) => {
            for words in &v[start..start + len] {
                for &w in words {
                    mix(w);
                }
            }
        }
        Values::Bits(_, v) => {
            for &bits in &v[start..start + len] {
                mix(bits as u64);
                mix((bits >> 64) as u64);
            }
        }
        _ => {}
    }
    hash
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

/// For each item, the first earlier row, in the order of the items and
/// their rows, that each of its rows repeats (none where its values come
/// first, or the item is not a table of bitboards); an item whose rows
/// repeat none has an empty list.
pub fn row_refs(items: &[Item]) -> Vec<Vec<Option<RowRef>>> {
    // The first row of each distinct value, by length and fingerprint.
    let mut first: HashMap<(usize, u64), Vec<(usize, usize)>> = HashMap::new();
    let mut refs = Vec::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        let Some((rows, len, _)) = rows_of(item) else {
            refs.push(Vec::new());
            continue;
        };
        let values = &item.data().values;
        let mut own = Vec::with_capacity(rows);
        for r in 0..rows {
            let candidates = first
                .entry((len, fingerprint(values, r * len, len)))
                .or_default();
            let found = candidates
                .iter()
                .find(|&&(j, s)| same(values, r * len, &items[j].data().values, s * len, len));
            own.push(match found {
                // A static's initializer cannot read the static itself.
                Some(&(j, s)) if j < i => Some(RowRef {
                    item: items[j].name().to_string(),
                    row: rows_of(&items[j])
                        .is_some_and(|(_, _, list)| !list)
                        .then_some(s),
                }),
                Some(_) => None,
                None => {
                    candidates.push((i, r));
                    None
                }
            });
        }
        if own.iter().all(Option::is_none) {
            own.clear();
        }
        refs.push(own);
    }
    refs
}

#[cfg(test)]
mod tests {
    use super::{fingerprint, same};
    use crate::data::{BitWidth, Values};

    #[test]
    fn rows_are_the_same_only_with_the_same_type_and_values() {
        let wide = Values::Wide(vec![[1, 0, 0, 0], [2, 0, 0, 7], [1, 0, 0, 0], [2, 0, 0, 7]]);
        let narrow = Values::Bits(BitWidth::U64, vec![1, 2, 1, 3]);
        let wider = Values::Bits(BitWidth::U128, vec![1, 2, 1, 3]);
        assert!(same(&wide, 0, &wide, 2, 2));
        assert!(!same(&wide, 0, &wide, 1, 2));
        assert!(same(&narrow, 0, &narrow, 2, 1));
        assert!(!same(&narrow, 0, &narrow, 2, 2));
        // The same numbers in another type are another row.
        assert!(!same(&narrow, 0, &wider, 0, 2));
        assert!(!same(&wide, 0, &narrow, 0, 1));
        // Rows the fingerprint tells apart differ, and equal rows share it.
        assert_eq!(fingerprint(&wide, 0, 2), fingerprint(&wide, 2, 2));
        assert_ne!(fingerprint(&wide, 0, 2), fingerprint(&wide, 1, 2));
    }
}
