geometry_macros::board! {
    mod variant { regions = [promotion = white "*8"] }
}

fn main() {}
