//! The emitted Rust source reads back to the independently computed
//! values: `emit::source::value` is parsed here (byte strings, suffixed
//! integer and hex literals, booleans) and compared entry by entry with
//! Floyd-Warshall, set algebra, diagonal walks and move simulation; the
//! indexed pair tables of boards past 128 squares are decoded here too.

use geometry_test_support::reference as common;

use common::{
    Flags, Layout, between_cell_list, between_cells, diagonal_walk, knight_floyd, line_cell_list,
    padded_width, x88_simulate,
};
use geometry_core::emit::source;
use geometry_core::{Mapping, Table};

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Punct(char),
    Bytes(Vec<u8>),
    Word(String),
}

/// Splits emitted source into punctuation, byte strings and words
/// (identifiers and literals).
fn tokens(src: &str) -> Vec<Tok> {
    let bytes = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if src[i..].starts_with("b\"") {
            let end = i + 2 + src[i + 2..].find('"').expect("closing quote");
            let mut rest = &src[i + 2..end];
            let mut v = Vec::new();
            while let Some(hex) = rest.strip_prefix("\\x") {
                v.push(u8::from_str_radix(&hex[..2], 16).expect("hex escape"));
                rest = &hex[2..];
            }
            assert!(rest.is_empty(), "unexpected byte string content {rest:?}");
            out.push(Tok::Bytes(v));
            i = end + 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' || c == b'-' {
            let start = i;
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'-')
            {
                i += 1;
            }
            out.push(Tok::Word(src[start..i].to_string()));
        } else if c.is_ascii_whitespace() {
            i += 1;
        } else {
            assert!(
                b"[]{}(),;:=*&<>@.".contains(&c),
                "unexpected character {:?}",
                c as char
            );
            out.push(Tok::Punct(c as char));
            i += 1;
        }
    }
    out
}

/// A reader for the value grammar the emitter uses: literals, `*b".."`
/// byte strings, `[..]` arrays, `bools(b"..")` rows of flags given by the
/// positions of their `true`s (in a block that defines `bools` first),
/// and `{ const R0: [T; N] = ..; .. [R0, ..] }` blocks of shared rows;
/// in a module, `::geometry_tables::Bitboard256::__words(W, &[..])` rows
/// (`__rows` for a whole table)
/// (each bitboard as its four words) and the rows of tables read before,
/// `NAME[k]` or `NAME`. Returns the flattened values.
struct Reader {
    toks: Vec<Tok>,
    pos: usize,
    names: std::collections::HashMap<String, Vec<i128>>,
    /// The length `N` of the shared row being read, from its type.
    row_len: usize,
    /// The module's tables read so far: their values and row length.
    tables: std::collections::HashMap<String, (Vec<i128>, usize)>,
}

impl Reader {
    fn next(&mut self) -> Tok {
        let t = self.toks[self.pos].clone();
        self.pos += 1;
        t
    }

    fn expect(&mut self, c: char) {
        assert_eq!(self.next(), Tok::Punct(c));
    }

    fn peek_is(&self, c: char) -> bool {
        self.toks.get(self.pos) == Some(&Tok::Punct(c))
    }

    fn value(&mut self) -> Vec<i128> {
        match self.next() {
            Tok::Punct('*') => match self.next() {
                Tok::Bytes(v) => v.into_iter().map(i128::from).collect(),
                other => panic!("expected a byte string, got {other:?}"),
            },
            Tok::Punct('[') => {
                let mut out = Vec::new();
                while !self.peek_is(']') {
                    out.extend(self.value());
                    if !self.peek_is(']') {
                        self.expect(',');
                    }
                }
                self.expect(']');
                out
            }
            Tok::Punct('{') => {
                // The function rows of flags are written with: skipped
                // to the end of its body.
                if self.toks[self.pos..].starts_with(&[
                    Tok::Word("const".into()),
                    Tok::Word("fn".into()),
                    Tok::Word("bools".into()),
                ]) {
                    while !self.peek_is('{') {
                        self.pos += 1;
                    }
                    let mut depth = 0;
                    loop {
                        match self.next() {
                            Tok::Punct('{') => depth += 1,
                            Tok::Punct('}') if depth == 1 => break,
                            Tok::Punct('}') => depth -= 1,
                            _ => {}
                        }
                    }
                }
                while self.toks[self.pos] == Tok::Word("const".into()) {
                    self.pos += 1;
                    let Tok::Word(name) = self.next() else {
                        panic!("expected a name")
                    };
                    self.expect(':');
                    // The type, `[T; N]`: N is the row's length.
                    while !self.peek_is('=') {
                        if let Tok::Word(w) = self.next() {
                            self.row_len = w.parse().unwrap_or(self.row_len);
                        }
                    }
                    self.expect('=');
                    let v = self.value();
                    self.expect(';');
                    self.names.insert(name, v);
                }
                let v = self.value();
                self.expect('}');
                v
            }
            // `::geometry_tables::Bitboard256::__words(W, &[w0, ..])`, or
            // `__rows` for a whole table.
            Tok::Punct(':') => {
                while !matches!(self.next(), Tok::Word(w) if w == "__words" || w == "__rows") {}
                self.expect('(');
                let Tok::Word(width) = self.next() else {
                    panic!("expected a width")
                };
                let width = int(&width) as usize;
                self.expect(',');
                self.expect('&');
                let words = self.value();
                self.expect(')');
                let mut out = Vec::new();
                for value in words.chunks(width) {
                    out.extend(value);
                    out.extend(std::iter::repeat_n(0, 4 - width));
                }
                out
            }
            // A row of a table read before, `NAME[k]`, or all of it.
            Tok::Word(w) if self.tables.contains_key(&w) => {
                let (values, len) = self.tables[&w].clone();
                if !self.peek_is('[') {
                    return values;
                }
                self.expect('[');
                let Tok::Word(k) = self.next() else {
                    panic!("expected a row")
                };
                self.expect(']');
                let k = int(&k) as usize;
                values[k * len..(k + 1) * len].to_vec()
            }
            // `bools(b"..")`
            Tok::Word(w) if w == "bools" => {
                self.expect('(');
                let Tok::Bytes(set) = self.next() else {
                    panic!("expected the positions as a byte string")
                };
                self.expect(')');
                let mut row = vec![0; self.row_len];
                for at in set {
                    row[usize::from(at)] = 1;
                }
                row
            }
            Tok::Word(w) => match self.names.get(&w) {
                Some(v) => v.clone(),
                None => vec![int(&w)],
            },
            other => panic!("unexpected {other:?}"),
        }
    }
}

fn read_value(src: &str) -> Vec<i128> {
    let mut r = Reader {
        toks: tokens(src),
        pos: 0,
        names: Default::default(),
        row_len: 0,
        tables: Default::default(),
    };
    let v = r.value();
    assert_eq!(r.pos, r.toks.len(), "trailing tokens");
    v
}

fn int(lit: &str) -> i128 {
    for suffix in ["u128", "u64", "u16", "u8", "i8"] {
        if let Some(body) = lit.strip_suffix(suffix) {
            return match body.strip_prefix("0x") {
                Some(hex) => i128::from_str_radix(hex, 16).unwrap(),
                None => body.parse().unwrap(),
            };
        }
    }
    match lit {
        "true" => 1,
        "false" => 0,
        _ => match lit.strip_prefix("0x") {
            Some(hex) => i128::from_str_radix(hex, 16).unwrap(),
            None => lit.parse().unwrap_or_else(|_| panic!("literal {lit:?}")),
        },
    }
}

fn emitted(table: Table, lay: &Layout) -> Vec<i128> {
    let data = table.compute(&lay.board()).unwrap();
    let src = source::value(&data, "    ");
    read_value(&src)
}

#[test]
fn emitted_source_reads_back_to_the_independent_values() {
    for (files, ranks, m) in [
        (5, 5, Mapping::Lerf),
        (10, 8, Mapping::Lerf),
        (10, 8, Mapping::Befr),
        (8, 8, Mapping::Lefber),
        (3, 3, Mapping::Berlef),
    ] {
        let lay = Layout::new(files, ranks, m);
        let n = lay.n();
        let ctx = format!("{files}x{ranks} {m}");

        let knight = emitted(Table::KnightDist, &lay);
        let fw = knight_floyd(files, ranks);
        assert_eq!(knight.len(), n * n, "{ctx}");
        let between = emitted(Table::BetweenBb, &lay);
        assert_eq!(between.len(), n * n, "{ctx}");
        let same = emitted(Table::SameDiagonal, &lay);
        let (diag, _) = diagonal_walk(files, ranks);
        for a in 0..n {
            for b in 0..n {
                let (ca, cb) = (lay.cell(a), lay.cell(b));
                assert_eq!(knight[a * n + b], fw[ca * n + cb] as i128, "{ctx}");
                let cells = between_cells(files, ranks, lay.cell_of[a], lay.cell_of[b]);
                assert_eq!(
                    between[a * n + b],
                    lay.cells_to_bits(cells) as i128,
                    "{ctx}"
                );
                assert_eq!(same[a * n + b], (diag[ca] == diag[cb]) as i128, "{ctx}");
            }
        }

        let sim = x88_simulate(files, ranks, Flags::of_core());
        assert_eq!(sim.attack.len(), 2 * padded_width(files) * ranks + 1);
        let attack = emitted(Table::X88Attack, &lay);
        let step = emitted(Table::X88Step, &lay);
        let want_attack: Vec<i128> = sim.attack.iter().map(|&v| v as i128).collect();
        let want_step: Vec<i128> = sim.step.iter().map(|&v| v as i128).collect();
        assert_eq!(attack, want_attack, "{ctx}");
        assert_eq!(step, want_step, "{ctx}");
    }
}

#[test]
fn emitted_names_are_string_literals_in_square_order() {
    let lay = Layout::new(10, 8, Mapping::Lefr);
    let data = Table::SquareNames.compute(&lay.board()).unwrap();
    let src = source::value(&data, "");
    let names: Vec<&str> = src
        .split('"')
        .enumerate()
        .filter(|(k, _)| k % 2 == 1)
        .map(|(_, s)| s)
        .collect();
    assert_eq!(names.len(), 80);
    for (i, &(f, r)) in lay.cell_of.iter().enumerate() {
        assert_eq!(names[i], common::name_of(f, r));
    }
}

#[test]
fn reader_handles_both_pair_forms() {
    // Hand-written inputs in the two pair-table forms the emitter uses.
    assert_eq!(
        read_value("[\n    *b\"\\x00\\x03\",\n    *b\"\\x03\\x00\",\n]"),
        [0, 3, 3, 0]
    );
    assert_eq!(
        read_value("{\n    const R0: [bool; 2] = [true, false];\n    [R0, R0]\n}"),
        [1, 0, 1, 0]
    );
    assert_eq!(
        read_value(
            "{\n    const fn bools<const N: usize>(set: &[u8]) -> [bool; N] { [false; N] }\n    \
             const R0: [bool; 3] = bools(b\"\\x02\");\n    \
             const R1: [bool; 3] = bools(b\"\");\n    [R0, R1, R0]\n}"
        ),
        [0, 0, 1, 0, 0, 0, 0, 0, 1]
    );
    assert_eq!(read_value("[0x00FFu64, -17i8, 5]"), [255, -17, 5]);
}

/// Decodes a pair table printed as distinct values and indices: `{ use ..;
/// use ..; static VALUES: [B; K] = B::__words(W, &[w0, .., w0, ..]);
/// ..::__new([R::__new(&VALUES, *b"low", *b"high" or [0; N]), ..]) }`.
/// Returns each entry's words, row-major.
fn read_indexed_pairs(src: &str) -> Vec<[u64; 4]> {
    let toks = tokens(src);
    let at = |k: usize| &toks[k];
    let word = |w: &str| Tok::Word(w.to_string());
    // The values: `B :: __words ( W , & [ w , w , .. ] )` after `VALUES`'
    // `=`, the low `W` words of each value.
    let start = toks
        .iter()
        .position(|t| *t == word("VALUES"))
        .expect("VALUES");
    let mut k = start
        + toks[start..]
            .iter()
            .position(|t| *t == Tok::Punct('='))
            .unwrap()
        + 1;
    assert_eq!(
        &toks[k..k + 5],
        [
            word("B"),
            Tok::Punct(':'),
            Tok::Punct(':'),
            word("__words"),
            Tok::Punct('('),
        ]
    );
    let Tok::Word(width) = at(k + 5) else {
        panic!("a width")
    };
    let width = int(width) as usize;
    assert!((1..=4).contains(&width), "a width of 1 to 4 words");
    assert_eq!(
        &toks[k + 6..k + 9],
        [Tok::Punct(','), Tok::Punct('&'), Tok::Punct('[')]
    );
    k += 9;
    let mut words = Vec::new();
    while let Tok::Word(lit) = at(k) {
        words.push(int(lit) as u64);
        k += 1;
        if *at(k) == Tok::Punct(',') {
            k += 1;
        }
    }
    assert_eq!(words.len() % width, 0, "{width} words per value");
    let values: Vec<[u64; 4]> = words
        .chunks(width)
        .map(|w| {
            let mut value = [0; 4];
            value[..width].copy_from_slice(w);
            value
        })
        .collect();
    // The rows: `R :: __new ( & VALUES , LOW , HIGH )`.
    let mut entries = Vec::new();
    let bytes = |k: &mut usize| -> Vec<u8> {
        match (at(*k), at(*k + 1)) {
            (Tok::Punct('*'), Tok::Bytes(v)) => {
                *k += 2;
                v.clone()
            }
            (Tok::Punct('['), Tok::Word(zero)) if zero == "0" => {
                let Tok::Word(n) = at(*k + 3) else {
                    panic!("a length")
                };
                *k += 5;
                vec![0; n.parse().unwrap()]
            }
            other => panic!("unexpected {other:?}"),
        }
    };
    while k < toks.len() {
        if *at(k) != word("R") {
            k += 1;
            continue;
        }
        assert_eq!(at(k + 3), &word("__new"));
        assert_eq!(at(k + 6), &word("VALUES"));
        k += 8;
        let low = bytes(&mut k);
        k += 1;
        let high = bytes(&mut k);
        assert_eq!(low.len(), high.len());
        for (lo, hi) in low.into_iter().zip(high) {
            let k = usize::from(lo) | usize::from(hi) << 8;
            assert!(k < values.len(), "index {k} of {} values", values.len());
            entries.push(values[k]);
        }
    }
    entries
}

/// Cells as a 256-bit set in a layout's square order.
fn wide_set(lay: &Layout, cells: &[(usize, usize)]) -> [u64; 4] {
    let mut words = [0u64; 4];
    for &(f, r) in cells {
        let i = lay.index(f, r);
        words[i / 64] |= 1 << (i % 64);
    }
    words
}

#[test]
fn indexed_pair_tables_read_back_to_set_algebra() {
    for (files, ranks, m) in [(16, 16, Mapping::Lerf), (9, 15, Mapping::Befler)] {
        let lay = Layout::new(files, ranks, m);
        let n = lay.n();
        let between = read_indexed_pairs(&source::value(
            &Table::BetweenBb.compute(&lay.board()).unwrap(),
            "    ",
        ));
        let line = read_indexed_pairs(&source::value(
            &Table::LineBb.compute(&lay.board()).unwrap(),
            "    ",
        ));
        assert_eq!((between.len(), line.len()), (n * n, n * n));
        for a in 0..n {
            for b in 0..n {
                let (ca, cb) = (lay.cell_of[a], lay.cell_of[b]);
                let ctx = format!("{files}x{ranks} {m} [{a}][{b}]");
                let want = wide_set(&lay, &between_cell_list(files, ranks, ca, cb));
                assert_eq!(between[a * n + b], want, "BETWEEN_BB {ctx}");
                let want = wide_set(&lay, &line_cell_list(files, ranks, ca, cb));
                assert_eq!(line[a * n + b], want, "LINE_BB {ctx}");
            }
        }
    }
}

/// A pair table's index bytes as the printers write each square's row:
/// the low byte of every index, and the high bytes only where an index
/// of the row passes 255 (`[0; N]` otherwise, which costs the compiler
/// nothing to read).
#[test]
fn index_rows_carry_high_bytes_only_where_an_index_needs_them() {
    use geometry_core::__private::indexed_pairs;
    for (files, ranks) in [(16, 16), (12, 12), (9, 15)] {
        let lay = Layout::new(files, ranks, Mapping::Lerf);
        let n = lay.n();
        let data = Table::BetweenBb.compute(&lay.board()).unwrap();
        let geometry_core::Values::Wide(values) = &data.values else {
            panic!("{files}x{ranks}: 256-bit values")
        };
        let pairs = indexed_pairs(values).expect("at most 65,536 entries");
        let (mut with_high, mut without) = (0, 0);
        for a in 0..n {
            let row = &pairs.index[a * n..(a + 1) * n];
            let low: Vec<u8> = row.iter().map(|&i| (i & 0xff) as u8).collect();
            assert_eq!(pairs.low_bytes(a * n, n), low, "{files}x{ranks} row {a}");
            let high = pairs.high_bytes(a * n, n);
            if row.iter().all(|&i| i < 256) {
                assert_eq!(high, None, "{files}x{ranks} row {a}");
                without += 1;
            } else {
                let want: Vec<u8> = row.iter().map(|&i| (i >> 8) as u8).collect();
                assert_eq!(high, Some(want), "{files}x{ranks} row {a}");
                with_high += 1;
            }
        }
        // Past 256 distinct values some rows need their high bytes.
        assert_eq!(with_high > 0, pairs.values.len() > 256, "{files}x{ranks}");
        assert!(
            without > 0,
            "{files}x{ranks}: the first rows index few values"
        );
        // A range outside the table has no indices.
        assert!(pairs.low_bytes(n * n - 1, 2).is_empty());
        assert_eq!(pairs.high_bytes(n * n, 1), None);
    }
}

/// An item's values as the reader flattens them: one number per value,
/// four words per 256-bit bitboard.
fn flat(data: &geometry_core::Data) -> Vec<i128> {
    match &data.values {
        geometry_core::Values::Wide(v) => v.iter().flatten().map(|&w| i128::from(w)).collect(),
        geometry_core::Values::Bits(_, v) => v.iter().map(|&b| b as i128).collect(),
        _ => Vec::new(),
    }
}

#[test]
fn a_module_with_shared_rows_reads_back_to_its_plan() {
    use geometry_core::{Betza, Board, BoardModule, FairyPiece, Values};
    let pieces: Vec<FairyPiece> = [
        ("lance", "fR"),
        ("free_king", "Q"),
        ("dragon_king", "RF"),
        ("side_mover", "sRvW"),
        ("vertical_mover", "vRsW"),
        ("lion", "KNADcaKmcabK"),
        ("horned_falcon", "BsbRfWfDfcafWfmcabW"),
        // Its first legs: an empty row shared with the lion's, then the
        // wazir's steps, its own on every board.
        ("mao", "afsW"),
    ]
    .iter()
    .map(|(name, betza)| FairyPiece::from_betza(name, Betza::parse(betza).unwrap()))
    .collect();
    for (files, ranks, m) in [
        (12, 12, Mapping::Lefr),
        (9, 10, Mapping::Berf),
        (8, 8, Mapping::Lerf),
    ] {
        let board = Board::new(files, ranks, m).unwrap();
        let module = BoardModule::with_pieces("m", vec![], &board, &pieces);
        let src = source::module(&module);
        let mut tables = std::collections::HashMap::new();
        let (mut mixed, mut read) = (0, 0);
        for (k, item) in module.items().iter().enumerate() {
            let data = item.data();
            if !matches!(data.values, Values::Wide(_) | Values::Bits(..))
                || !matches!(
                    data.shape,
                    geometry_core::Shape::List(_) | geometry_core::Shape::Rows(..)
                )
            {
                continue;
            }
            let head = format!("pub static {}: ", item.name());
            let Some(at) = src.find(&head) else {
                continue;
            };
            let from = at + src[at..].find(" = ").unwrap() + 3;
            let to = from + src[from..].find(";\n").unwrap();
            let mut r = Reader {
                toks: tokens(&src[from..to]),
                pos: 0,
                names: Default::default(),
                row_len: 0,
                tables,
            };
            let mut got = r.value();
            assert_eq!(r.pos, r.toks.len(), "{}: trailing tokens", item.name());
            if item.kind() == geometry_core::ItemKind::HiddenBytes {
                // Each row its values' bytes, as many for each: read back
                // little-endian, a 256-bit value as its low words in
                // order, the words left out 0.
                let size = got.len() / data.values.len();
                let (word, words) = match data.values {
                    Values::Wide(_) => (8, 4),
                    _ => (size, 1),
                };
                got = got
                    .chunks(size)
                    .flat_map(|entry| {
                        let mut value: Vec<i128> = entry
                            .chunks(word)
                            .map(|bytes| {
                                let word = bytes
                                    .iter()
                                    .rev()
                                    .fold(0u128, |acc, &b| acc << 8 | b as u128);
                                word as i128
                            })
                            .collect();
                        value.resize(words, 0);
                        value
                    })
                    .collect();
            }
            assert_eq!(got, flat(data), "{files}x{ranks} {m}: {}", item.name());
            let refs = module.row_refs(k);
            if refs.iter().any(Option::is_some) && refs.iter().any(Option::is_none) {
                mixed += 1;
            }
            read += 1;
            tables = r.tables;
            let row = got.len() / data.shape.len() * data.row_len();
            tables.insert(item.name().to_string(), (got, row));
        }
        // Tables with both shared rows and rows of their own were read.
        assert!(
            mixed > 0 && read > 20,
            "{files}x{ranks}: {mixed} mixed of {read}"
        );
        // An item printed alone writes every value.
        let k = (0..module.items().len())
            .find(|&k| !module.row_refs(k).is_empty())
            .unwrap();
        let item = &module.items()[k];
        let alone = source::item(item, "");
        let at = alone
            .find(&format!("pub static {}: ", item.name()))
            .unwrap();
        let from = at + alone[at..].find(" = ").unwrap() + 3;
        let to = from + alone[from..].find(";\n").unwrap();
        assert_eq!(
            read_value(&alone[from..to]),
            flat(item.data()),
            "{}",
            item.name()
        );
    }
}

/// The literals of one bitboard, against the standard formatter's
/// rendering of the same words (the printers write their digits
/// themselves): a 256-bit bitboard as its four words, a `u64` or `u128`
/// one as a full-width suffixed literal, bytes as escapes.
#[test]
fn one_bitboards_literals_are_its_words_in_hex() {
    use geometry_core::BitWidth;
    for words in [
        [0x0123_4567_89AB_CDEF, 0, u64::MAX, 1 << 63],
        [0; 4],
        [1, 0xA, 0xF0, 0x8000_0000],
    ] {
        let [a, b, c, d] = words;
        assert_eq!(
            source::wide_literal(words),
            format!(
                "::geometry_tables::Bitboard256([0x{a:016X}, 0x{b:016X}, 0x{c:016X}, 0x{d:016X}])"
            )
        );
    }
    for value in [0, 1, 0xDEAD_BEEF, u128::from(u64::MAX)] {
        assert_eq!(
            source::bits_literal(BitWidth::U64, value),
            format!("0x{value:016X}u64")
        );
    }
    for value in [0, 1 << 100, u128::MAX] {
        assert_eq!(
            source::bits_literal(BitWidth::U128, value),
            format!("0x{value:032X}u128")
        );
    }
    let bytes: Vec<u8> = (0..=255).collect();
    let escaped: String = bytes.iter().map(|b| format!("\\x{b:02x}")).collect();
    assert_eq!(source::byte_string(&bytes), format!("b\"{escaped}\""));
}
