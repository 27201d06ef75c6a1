geometry_macros::board! {
    mod variant { pieces = [spinner = "oN"] }
}

fn main() {}
