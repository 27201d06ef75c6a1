geometry_macros::board! {
    mod variant { files = 12, ranks = 12, pieces = [area = "KaKaaKaaaaK"] }
}

fn main() {}
