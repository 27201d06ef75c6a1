//! The checks `board!` makes of a fairy piece's name and Betza string,
//! and the messages they give, through the core's own entry points: each
//! expectation written out by hand.

use geometry_core::__private::args::{ArgError, betza_piece, check_piece_name};
use geometry_core::{Board, Mapping};

fn name_case(name: &str) -> Result<(), ArgError> {
    Err(ArgError::PieceNameCase {
        name: name.to_string(),
    })
}

#[test]
fn a_piece_name_is_a_lowercase_identifier_that_names_no_chess_piece() {
    // Letters, then letters, digits and underscores.
    for name in ["gold", "p0", "lion_dog", "a", "x9_y", "horned_falcon2"] {
        assert_eq!(check_piece_name(name), Ok(()), "{name}");
    }
    // An underscore or a digit first, a capital, another character, a
    // keyword, nothing at all.
    for name in [
        "_gold", "9x", "Gold", "goLd", "gold-x", "gold x", "é", "fn", "self", "mod", "",
    ] {
        assert_eq!(check_piece_name(name), name_case(name), "{name}");
    }
    for name in ["knight", "king", "taxi", "rook", "bishop", "queen", "pawn"] {
        let built_in = Err(ArgError::BuiltInPiece {
            name: name.to_string(),
        });
        assert_eq!(check_piece_name(name), built_in, "{name}");
    }
}

#[test]
fn a_betza_piece_must_move_on_its_board() {
    let gold = betza_piece("gold", "WfF", &Board::STANDARD).unwrap();
    assert_eq!(gold.name(), "gold");
    // The threeleaper (3, 0) fits nowhere on a 3x3 board; the wazir does.
    let small = Board::new(3, 3, Mapping::Lerf).unwrap();
    assert_eq!(
        betza_piece("leaper", "H", &small).map(|p| p.name().to_string()),
        Err(ArgError::NeverMoves {
            name: "leaper".to_string(),
            files: 3,
            ranks: 3,
        })
    );
    assert!(betza_piece("step", "W", &small).is_ok());
    // The name is checked before the string.
    assert_eq!(
        betza_piece("Gold", "WfF", &Board::STANDARD).map(|_| ()),
        name_case("Gold")
    );
}

#[test]
fn an_unknown_atom_names_the_nearest_and_lists_every_atom() {
    let message = ArgError::UnknownAtom {
        name: "camle".to_string(),
    }
    .to_string();
    assert!(
        message.starts_with(
            "unknown atom `camle`; did you mean `camel`? known atoms: \
             `wazir` (1, 0), `ferz` (1, 1), `dabbaba` (2, 0), `knight` (2, 1), "
        ),
        "{message}"
    );
    assert!(
        message.ends_with("; or give the leap, as in `camle(3, 1)`"),
        "{message}"
    );
    // Nothing near enough: no suggestion.
    let far = ArgError::UnknownAtom {
        name: "xyzzy".to_string(),
    }
    .to_string();
    assert!(
        far.starts_with("unknown atom `xyzzy`; known atoms: `wazir` (1, 0), "),
        "{far}"
    );
}
