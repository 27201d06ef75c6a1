geometry_macros::board! {
    mod xiangqi { files = 9, ranks = 10, regions = [palace = white("d1 e1 f1 d2 e2 f2 d3 e3 f11")] }
}

fn main() {}
