geometry_macros::board! {
    mod variant { leapers = [camel, zebra, camel] }
}

fn main() {}
