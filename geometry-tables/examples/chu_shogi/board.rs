// Chu shogi's board and pieces: the example's module, which the test
// suite includes to check it against lishogi's shogiops
// (`tests/suite/chu_shogi.rs`).
geometry_macros::board! {
    /// Chu shogi: 12x12, every piece and every promoted piece's moves in
    /// Betza (a promoted piece moves as the piece named after it: a
    /// promoted pawn as the gold). White is sente, moving towards higher
    /// ranks. The lion, the horned falcon and the soaring eagle move in
    /// two steps (`a`); their attacks are every square they could capture
    /// on.
    pub mod chu {
        files = 12, ranks = 12,
        pieces = [
            chu_pawn = "fW",
            lance = "fR",
            ferocious_leopard = "FvW",
            copper = "fKbW",
            silver = "FfW",
            gold = "WfF",
            drunk_elephant = "FsfW",
            blind_tiger = "FsbW",
            chu_king = "K",
            reverse_chariot = "vR",
            chu_bishop = "B",
            chu_rook = "R",
            phoenix = "WA",
            kirin = "FD",
            side_mover = "sRvW",
            vertical_mover = "vRsW",
            dragon_horse = "BW",
            dragon_king = "RF",
            free_king = "Q",
            lion = "KNADcaKmcabK",
            go_between = "vW",
            flying_ox = "vRB",
            flying_stag = "vRK",
            free_boar = "sRB",
            horned_falcon = "BsbRfWfDfcafWfmcabW",
            soaring_eagle = "RbBfFfAfcafFfmcabF",
            whale = "vRbB",
            white_horse = "vRfB",
        ],
    }
}
