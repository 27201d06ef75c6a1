geometry_macros::board! {
    # doc = "x"
    pub mod capablanca { files = 10, ranks = 8 }
}

fn main() {}
