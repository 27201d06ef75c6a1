static K: [[u8; 64]; 64] = geometry_macros::knight_dist!(files = 8, pieces = [gold = "WfF"]);

fn main() {}
