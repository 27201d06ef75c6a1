geometry_macros::board! {
    mod variant { pieces = [walker = "meW"] }
}

fn main() {}
