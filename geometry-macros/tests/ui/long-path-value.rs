static K: [u8; 80] = geometry_macros::anti_diagonal!(files = core::primitive::u8::MAX);

fn main() {}
