geometry_macros::board! {
    mod variant { regions = [en_passant = "- *3"] }
}

fn main() {}
