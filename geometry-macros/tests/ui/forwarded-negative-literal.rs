macro_rules! king_on {
    ($files:literal) => {
        geometry_macros::king_dist!(files = $files)
    };
}

static K: [[u8; 64]; 64] = king_on!(-8);

fn main() {}
