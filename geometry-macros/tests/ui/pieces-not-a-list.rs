geometry_macros::board! {
    mod variant { pieces = "WfF" }
}

fn main() {}
