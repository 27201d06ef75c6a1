geometry_macros::board! {}

fn main() {}
