geometry_macros::board! {
    mod variant { leapers = [camel], pieces = [camel = "C"] }
}

fn main() {}
