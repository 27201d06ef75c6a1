static K: [[bool; 64]; 64] = geometry_macros::same_diagonal!(mapping = lrf);

fn main() {}
