geometry_macros::board! {
    pub mod capablanca;
}

fn main() {}
