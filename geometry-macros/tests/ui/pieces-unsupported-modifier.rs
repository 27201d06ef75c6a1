geometry_macros::board! {
    mod variant { pieces = [spinner = "aN"] }
}

fn main() {}
