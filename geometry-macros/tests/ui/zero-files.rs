static K: [&str; 0] = geometry_macros::square_names!(files = 0);

fn main() {}
