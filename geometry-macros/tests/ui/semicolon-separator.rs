static K: [[u64; 64]; 64] = geometry_macros::line_bb!(files = 8; ranks = 8);

fn main() {}
