geometry_macros::board! {
    mod variant { pieces = [half_knight = "hN"] }
}

fn main() {}
