geometry_macros::board! {
    mod variant { pieces = [gold "WfF"] }
}

fn main() {}
