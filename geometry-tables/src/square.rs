//! The errors of the `Square` conversions, shared by every board.

use core::fmt;

/// Why a text is not a square of the board: not a letter `a`..`p`
/// followed by a rank `1`..`16` without a leading zero, or a square
/// outside this board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "not a square of this board: expected a file letter and a rank, e.g. `e4` or `j10`",
        )
    }
}

impl core::error::Error for ParseSquareError {}

/// A number that is not the index of a square of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareIndexError;

impl fmt::Display for SquareIndexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square index of this board")
    }
}

impl core::error::Error for SquareIndexError {}

/// The (file, rank) named by `text` (`"e4"` is (4, 3)), on a board of at
/// most 16 files and ranks; the board module checks it is on its board.
#[doc(hidden)]
pub const fn parse_coords(text: &str) -> Result<(u8, u8), ParseSquareError> {
    let bytes = text.as_bytes();
    if bytes.len() < 2 || bytes.len() > 3 {
        return Err(ParseSquareError);
    }
    let letter = bytes[0].to_ascii_lowercase();
    if letter < b'a' || letter > b'p' || bytes[1] < b'1' || bytes[1] > b'9' {
        return Err(ParseSquareError);
    }
    let mut rank = bytes[1] - b'0';
    if bytes.len() == 3 {
        if !bytes[2].is_ascii_digit() {
            return Err(ParseSquareError);
        }
        rank = rank * 10 + (bytes[2] - b'0');
    }
    if rank > 16 {
        return Err(ParseSquareError);
    }
    Ok((letter - b'a', rank - 1))
}
