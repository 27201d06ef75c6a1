static K: [[bool; 64]; 64] = geometry_macros::same_anti_diagonal!(mapping = "lefr");

fn main() {}
