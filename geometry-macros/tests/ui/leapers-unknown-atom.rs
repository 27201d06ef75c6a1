geometry_macros::board! {
    mod variant { leapers = [camle] }
}

fn main() {}
