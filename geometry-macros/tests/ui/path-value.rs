const TEN: usize = 10;
static K: [u8; 80] = geometry_macros::square_color!(files = TEN, ranks = 8);

fn main() {}
