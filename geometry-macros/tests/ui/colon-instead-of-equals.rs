static K: [[u8; 80]; 80] = geometry_macros::taxi_dist!(files: 10, ranks = 8);

fn main() {}
