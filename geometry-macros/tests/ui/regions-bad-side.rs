geometry_macros::board! {
    mod variant { regions = [promotion = red("*8")] }
}

fn main() {}
