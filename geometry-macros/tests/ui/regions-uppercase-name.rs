geometry_macros::board! {
    mod variant { regions = [Palace = "d1 e1 f1"] }
}

fn main() {}
