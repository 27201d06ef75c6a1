static K: [[u128; 132]; 132] = geometry_macros::between_bb!(files = 12, ranks = 11);

fn main() {}
