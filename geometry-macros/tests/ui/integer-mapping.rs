static K: [[bool; 64]; 64] = geometry_macros::same_anti_diagonal!(mapping = 0);

fn main() {}
