geometry_macros::board! {
    pub mod { files = 10, ranks = 8 }
}

fn main() {}
