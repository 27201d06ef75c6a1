geometry_macros::board! {
    mod variant { pieces = [jumper = "iN"] }
}

fn main() {}
