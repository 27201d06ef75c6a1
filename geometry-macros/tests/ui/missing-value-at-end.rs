static K: [u8; 64] = geometry_macros::diagonal!(mapping =);

fn main() {}
