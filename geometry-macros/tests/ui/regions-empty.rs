geometry_macros::board! {
    mod variant { regions = [flag = "  "] }
}

fn main() {}
