geometry_macros::board! {
    mod variant { leapers = [giraffe(4, x)] }
}

fn main() {}
