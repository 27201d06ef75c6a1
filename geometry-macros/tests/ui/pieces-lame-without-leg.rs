geometry_macros::board! {
    mod variant { pieces = [lame_king = "nK"] }
}

fn main() {}
