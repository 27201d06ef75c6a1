geometry_macros::board! {
    mod variant { leapers = [nothing(0, 0)] }
}

fn main() {}
