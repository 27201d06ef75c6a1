geometry_macros::board! {
    mod variant { pieces = [hopping_knight = "pN"] }
}

fn main() {}
