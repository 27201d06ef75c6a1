geometry_macros::board! {
    mod variant { pieces = [silver = "FfW", lance = "Rf"] }
}

fn main() {}
