geometry_macros::board! {
    mod variant { files = 16, ranks = 16, riders = [nightrider(1, 2)] }
}

fn main() {}
