geometry_macros::board! {
    /// Grand chess.
    pub mod grand { files = 10, rank = 10 }
}

fn main() {}
