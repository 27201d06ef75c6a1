geometry_macros::board! {
    mod variant { regions = [flag = "*8", flag = "*1"] }
}

fn main() {}
