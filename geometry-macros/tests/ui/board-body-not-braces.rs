geometry_macros::board! {
    pub mod capablanca(files = 10, ranks = 8)
}

fn main() {}
