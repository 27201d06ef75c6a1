geometry_macros::board! {
    mod variant { leapers = [Camel(3, 1)] }
}

fn main() {}
