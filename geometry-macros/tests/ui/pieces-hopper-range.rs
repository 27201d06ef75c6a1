geometry_macros::board! {
    mod variant { pieces = [short_grasshopper = "gR4"] }
}

fn main() {}
