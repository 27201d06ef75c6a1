geometry_macros::board! {
    mod shogi { files = 9, ranks = 9, regions = [promotion = white("*7 8* *9")] }
}

fn main() {}
