geometry_macros::board! {
    mod variant { leapers = [(3, 1)] }
}

fn main() {}
