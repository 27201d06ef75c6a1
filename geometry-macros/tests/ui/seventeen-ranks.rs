static K: [&str; 136] = geometry_macros::square_names!(ranks = 17);

fn main() {}
