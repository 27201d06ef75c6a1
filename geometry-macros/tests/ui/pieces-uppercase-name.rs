geometry_macros::board! {
    mod variant { pieces = [Gold = "WfF"] }
}

fn main() {}
