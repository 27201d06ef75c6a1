geometry_macros::board! {
    mod variant { pieces = [rook = "R"] }
}

fn main() {}
