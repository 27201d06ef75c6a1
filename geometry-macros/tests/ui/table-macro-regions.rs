static K: [[u8; 90]; 90] = geometry_macros::knight_dist!(files = 9, ranks = 10, regions = [flag = "*8"]);

fn main() {}
