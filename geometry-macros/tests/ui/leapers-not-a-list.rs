geometry_macros::board! {
    mod variant { leapers = camel  }
}

fn main() {}
