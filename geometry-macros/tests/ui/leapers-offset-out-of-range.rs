geometry_macros::board! {
    mod variant { files = 16, ranks = 16, leapers = [giraffe(16, 1)] }
}

fn main() {}
