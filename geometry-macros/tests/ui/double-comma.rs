static K: [u64; 8] = geometry_macros::rank_bb!(files = 8,, ranks = 8);

fn main() {}
