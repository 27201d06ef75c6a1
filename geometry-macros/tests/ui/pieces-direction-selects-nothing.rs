geometry_macros::board! {
    mod variant { pieces = [knight_vs = "vsN"] }
}

fn main() {}
