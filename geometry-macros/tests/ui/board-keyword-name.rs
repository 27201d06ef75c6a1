geometry_macros::board! {
    pub mod fn { files = 10, ranks = 8 }
}

fn main() {}
