static K: [u8; 257] = geometry_macros::x88_attack!(files = 4 + 4);

fn main() {}
