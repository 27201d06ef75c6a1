geometry_macros::board! {
    mod variant { leapers = [camel], riders = [camel] }
}

fn main() {}
