geometry_macros::board! {
    mod variant { files = 9, ranks = 9, pieces = [gold = "WfX"] }
}

fn main() {}
