geometry_macros::board! {
    pub mod capablanca { files = 10, ranks = 8 }
    pub mod grand { files = 10, ranks = 10 }
}

fn main() {}
