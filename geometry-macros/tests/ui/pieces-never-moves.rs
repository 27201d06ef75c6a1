geometry_macros::board! {
    mod variant { files = 3, ranks = 3, pieces = [tripper = "G"] }
}

fn main() {}
