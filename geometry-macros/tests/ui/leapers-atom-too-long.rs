geometry_macros::board! {
    mod variant { files = 8, ranks = 8, leapers = [far(9, 0)] }
}

fn main() {}
