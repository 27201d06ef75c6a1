geometry_macros::board! {
    mod variant { leapers = [mann(wazir, "ferz")] }
}

fn main() {}
