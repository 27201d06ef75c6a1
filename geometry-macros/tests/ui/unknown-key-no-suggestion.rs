static K: [[u8; 64]; 64] = geometry_macros::king_dist!(colour = 1);

fn main() {}
