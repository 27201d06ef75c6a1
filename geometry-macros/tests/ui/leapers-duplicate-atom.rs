geometry_macros::board! {
    mod variant { leapers = [odd(knight, (1, 2))] }
}

fn main() {}
