static K: [u64; 15] = geometry_macros::diagonal_bb!("files" = 8);

fn main() {}
