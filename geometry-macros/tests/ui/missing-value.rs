static K: [[u8; 80]; 80] = geometry_macros::knight_dist!(files = , ranks = 8);

fn main() {}
