static K: u128 = geometry_macros::dark_squares!(ranks = 16, mapping = befr, files = 9);

fn main() {}
