static K: [u64; 15] = geometry_macros::anti_diagonal_bb!(files = (8));

fn main() {}
