geometry_macros::board! {
    mod variant { regions = "*8" }
}

fn main() {}
