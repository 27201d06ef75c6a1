static K: [[u8; 80]; 80] = geometry_macros::knight_dist!(fils = 10, ranks = 8);

fn main() {}
