static K: [[u8; 80]; 80] = geometry_macros::king_dist!(files = 10, ranks = 8, files = 10);

fn main() {}
