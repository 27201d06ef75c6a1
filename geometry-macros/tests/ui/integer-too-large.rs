static K: [&str; 64] = geometry_macros::square_names!(files = 340282366920938463463374607431768211456);

fn main() {}
