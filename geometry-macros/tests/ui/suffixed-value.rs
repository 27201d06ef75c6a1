static K: [u8; 80] = geometry_macros::anti_diagonal!(files = 10usize, ranks = 8);

fn main() {}
