geometry_macros::board! { files = 10, ranks = 8 }

fn main() {}
