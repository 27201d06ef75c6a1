static K: [u64; 8] = geometry_macros::file_bb!(files = 8, ranks = 8 8);

fn main() {}
