geometry_macros::board! {
    pub(crate) mod huge { files = 16, ranks = 20 }
}

fn main() {}
