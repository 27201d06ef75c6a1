geometry_macros::board! {
    mod variant { pieces = [stone = ""] }
}

fn main() {}
