//! `Bitboard256` against a model written apart from it: a set as 256
//! booleans, the arithmetic done bit by bit with carries. Random operands
//! from a fixed stream, sparse and dense, plus the edges.

use geometry_tables::{Bitboard, Bitboard256};
use geometry_test_support::Stream;

type Model = [bool; 256];

fn model(bb: Bitboard256) -> Model {
    let mut m = [false; 256];
    for (i, bit) in m.iter_mut().enumerate() {
        *bit = (bb.0[i / 64] >> (i % 64)) & 1 == 1;
    }
    m
}

fn from_model(m: &Model) -> Bitboard256 {
    let mut words = [0u64; 4];
    for (i, &bit) in m.iter().enumerate() {
        if bit {
            words[i / 64] |= 1 << (i % 64);
        }
    }
    Bitboard256(words)
}

fn add(a: &Model, b: &Model, carry_in: bool, negate_b: bool) -> Model {
    let mut out = [false; 256];
    let mut carry = carry_in;
    for i in 0..256 {
        let y = b[i] ^ negate_b;
        let sum = a[i] as u8 + y as u8 + carry as u8;
        out[i] = sum & 1 == 1;
        carry = sum >= 2;
    }
    out
}

fn operands(stream: &mut Stream) -> Vec<Bitboard256> {
    let mut out = vec![
        Bitboard256::EMPTY,
        Bitboard256::ALL,
        Bitboard256::bit(0),
        Bitboard256::bit(63),
        Bitboard256::bit(64),
        Bitboard256::bit(255),
    ];
    for k in 0..400 {
        let mut words = [0u64; 4];
        for w in &mut words {
            *w = match k % 4 {
                0 => stream.next_u64(),
                1 => stream.next_u64() & stream.next_u64() & stream.next_u64(),
                2 => stream.next_u64() | stream.next_u64(),
                _ => 1 << stream.below(64),
            };
        }
        if k % 7 == 0 {
            words[stream.below(4)] = 0;
        }
        out.push(Bitboard256(words));
    }
    out
}

#[test]
fn bitboard256_matches_the_bit_model() {
    let mut stream = Stream::new(256);
    let ops = operands(&mut stream);
    for (k, &a) in ops.iter().enumerate() {
        let ma = model(a);
        assert_eq!(from_model(&ma), a);
        assert_eq!(a.count_ones() as usize, ma.iter().filter(|&&b| b).count());
        let lowest = ma.iter().position(|&b| b).unwrap_or(256);
        assert_eq!(a.trailing_zeros() as usize, lowest);
        let highest = ma.iter().rposition(|&b| b).map_or(256, |h| 255 - h);
        assert_eq!(a.leading_zeros() as usize, highest);
        assert_eq!(a.is_empty(), lowest == 256);
        let indices: Vec<usize> = a.into_iter().collect();
        let want: Vec<usize> = (0..256).filter(|&i| ma[i]).collect();
        assert_eq!(indices, want);
        for i in [0, 1, 63, 64, 127, 128, 200, 255, 256, 1000] {
            assert_eq!(a.has(i), i < 256 && ma[i]);
            assert_eq!(Bitboard256::bit(i).count_ones(), u32::from(i < 256));
        }
        let not = model(!a);
        assert!((0..256).all(|i| not[i] != ma[i]));
        for n in [0u32, 1, 7, 63, 64, 65, 128, 200, 255, 256, 300] {
            let shl = model(a << n);
            let shr = model(a >> n);
            for i in 0..256 {
                let from_shl = i >= n as usize && ma[i - n as usize];
                let from_shr = i + (n as usize) < 256 && ma[i + n as usize];
                assert_eq!(shl[i], from_shl, "{a:?} << {n} bit {i}");
                assert_eq!(shr[i], from_shr, "{a:?} >> {n} bit {i}");
            }
        }
        let b = ops[(k * 37 + 11) % ops.len()];
        let mb = model(b);
        let and = model(a & b);
        let or = model(a | b);
        let xor = model(a ^ b);
        for i in 0..256 {
            assert_eq!(and[i], ma[i] & mb[i]);
            assert_eq!(or[i], ma[i] | mb[i]);
            assert_eq!(xor[i], ma[i] ^ mb[i]);
        }
        assert_eq!(model(a.wrapping_add(b)), add(&ma, &mb, false, false));
        assert_eq!(model(a.wrapping_sub(b)), add(&ma, &mb, true, true));
        let mut popped = a;
        let mut count = 0;
        while let Some(i) = Bitboard::pop_lowest(&mut popped) {
            assert!(ma[i]);
            count += 1;
        }
        assert_eq!(count, a.count_ones());
    }
}

/// Every width's `bit` and `has` against powers of two, past the width
/// too: an index of 2^32 + 1 is no square, not square 1.
fn bits_of_one_width<B: Bitboard + std::fmt::Debug>(width: usize, pow: impl Fn(usize) -> B) {
    for index in 0..width {
        assert_eq!(B::bit(index), pow(index), "{index}");
        assert!(pow(index).has(index) && !pow(index).has((index + 1) % width));
    }
    let all = (0..width).fold(B::EMPTY, |acc, i| acc | B::bit(i));
    for past in [width, width + 1, 256, 300, (1 << 32) + 1, usize::MAX] {
        if past < width {
            continue;
        }
        assert_eq!(B::bit(past), B::EMPTY, "{past}");
        assert!(!all.has(past), "{past}");
    }
}

#[test]
fn a_bit_past_the_width_is_no_square() {
    bits_of_one_width::<u64>(64, |i| 2u64.pow(i as u32));
    bits_of_one_width::<u128>(128, |i| 2u128.pow(i as u32));
    bits_of_one_width::<Bitboard256>(256, |i| {
        let mut words = [0; 4];
        words[i / 64] = 2u64.pow((i % 64) as u32);
        Bitboard256(words)
    });
}

#[test]
fn bitboard256_in_const_code() {
    const A: Bitboard256 = Bitboard256::bit(10).or(Bitboard256::bit(250)).shl(3);
    const B: u32 = A.trailing_zeros();
    assert_eq!(B, 13);
    assert!(A.has(253));
    assert_eq!(Bitboard256::bit(256), Bitboard256::EMPTY);
}

#[test]
fn generated_tables_read_their_words_four_at_a_time() {
    // The hidden constructors generated tables are written with, against
    // bitboards built bit by bit from the same words.
    let mut stream = Stream::new(0x3a0b);
    let bbs = operands(&mut stream);
    let words_of = |bb: Bitboard256| -> Vec<u64> {
        model(bb)
            .chunks(64)
            .map(|chunk| {
                let mut w = 0u64;
                for (k, &bit) in chunk.iter().enumerate() {
                    w |= u64::from(bit) << k;
                }
                w
            })
            .collect()
    };
    let mut words = Vec::new();
    for bb in &bbs[..6] {
        words.extend(words_of(*bb));
    }
    let list: [Bitboard256; 6] = Bitboard256::__words(4, &words);
    assert_eq!(list, bbs[..6]);
    let rows: [[Bitboard256; 3]; 2] = Bitboard256::__rows(4, &words);
    assert_eq!(rows.concat(), bbs[..6]);
    let short_rows: [[Bitboard256; 4]; 2] = Bitboard256::__rows(4, &words);
    assert_eq!(short_rows.concat()[..6], bbs[..6]);
    assert_eq!(short_rows[1][2..], [Bitboard256::EMPTY; 2]);
    let no_columns: [[Bitboard256; 0]; 3] = Bitboard256::__rows(4, &words);
    assert_eq!(no_columns, [[]; 3]);
    // A bitboard whose words are not all given stays empty; no panic.
    let short: [Bitboard256; 2] = Bitboard256::__words(4, &words[..6]);
    assert_eq!(short, [bbs[0], Bitboard256::EMPTY]);
    let none: [Bitboard256; 0] = Bitboard256::__words(4, &words);
    assert_eq!(none, []);
    // Fewer words a value: the bitboards cut to their low words, and the
    // table's words are those low words alone.
    for width in 1..=3 {
        let mut low = Vec::new();
        let mut cut = Vec::new();
        for bb in &bbs[..6] {
            let mut w = words_of(*bb);
            w[width..].fill(0);
            low.extend(&w[..width]);
            cut.push(Bitboard256([w[0], w[1], w[2], w[3]]));
        }
        let list: [Bitboard256; 6] = Bitboard256::__words(width, &low);
        assert_eq!(list, cut[..], "{width} words a value");
        let rows: [[Bitboard256; 2]; 3] = Bitboard256::__rows(width, &low);
        assert_eq!(rows.concat(), cut, "{width} words a value");
    }
    // A width outside 1 to 4 reads nothing; no panic.
    let none: [Bitboard256; 2] = Bitboard256::__words(0, &words);
    assert_eq!(none, [Bitboard256::EMPTY; 2]);
    let none: [[Bitboard256; 2]; 2] = Bitboard256::__rows(5, &words);
    assert_eq!(none, [[Bitboard256::EMPTY; 2]; 2]);
    // And in const code, as generated statics use them.
    const TABLE: [Bitboard256; 2] = Bitboard256::__words(4, &[1, 0, 0, 2, 0, 0, 0, 1 << 63]);
    assert_eq!(TABLE[0], Bitboard256::bit(0).or(Bitboard256::bit(193)));
    assert_eq!(TABLE[1], Bitboard256::bit(255));
    const LOW: [Bitboard256; 2] = Bitboard256::__words(3, &[1, 0, 2, 0, 0, 1 << 63]);
    assert_eq!(LOW[0], Bitboard256::bit(0).or(Bitboard256::bit(129)));
    assert_eq!(LOW[1], Bitboard256::bit(191));
}
