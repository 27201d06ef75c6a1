geometry_macros::board! {
    mod variant { pieces = [both = "npR"] }
}

fn main() {}
