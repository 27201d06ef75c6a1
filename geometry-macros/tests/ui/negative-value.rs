static K: [u8; 64] = geometry_macros::square_color!(ranks = -8);

fn main() {}
