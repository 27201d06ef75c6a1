geometry_macros::board! {
    mod variant { leapers = [knight] }
}

fn main() {}
