macro_rules! king_on {
    ($files:expr) => {
        geometry_macros::king_dist!(files = $files)
    };
}

static K: [[u8; 80]; 80] = king_on!(5 * 2);

fn main() {}
