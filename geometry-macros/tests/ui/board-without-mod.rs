geometry_macros::board! {
    pub capablanca { files = 10, ranks = 8 }
}

fn main() {}
