static K: [u8; 80] = geometry_macros::square_color!(files = 10.0, ranks = 8);

fn main() {}
