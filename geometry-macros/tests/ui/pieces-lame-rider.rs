geometry_macros::board! {
    mod variant { pieces = [lame_rook = "nR"] }
}

fn main() {}
