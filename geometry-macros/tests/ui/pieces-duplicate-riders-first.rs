geometry_macros::board! {
    mod variant { riders = [camel], leapers = [camel] }
}

fn main() {}
