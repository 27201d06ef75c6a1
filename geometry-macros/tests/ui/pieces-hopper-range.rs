geometry_macros::board! {
    mod variant { pieces = [short_cannon = "pR4"] }
}

fn main() {}
