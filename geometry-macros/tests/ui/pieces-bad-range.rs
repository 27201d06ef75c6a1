geometry_macros::board! {
    mod variant { pieces = [rook4 = "R0"] }
}

fn main() {}
