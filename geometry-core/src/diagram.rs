//! Text diagrams of a board: the top rank first, file letters underneath,
//! as the reference articles draw them. Used by the generated docs and by
//! the CLI's `show`.

use crate::Board;
use crate::board::file_letter;

/// Draws one value per square. `cell(sq)` gives the text of square `sq`;
/// the square `mark`, if any, is drawn in brackets; `style(sq, text)` may
/// decorate a padded cell (the CLI uses it for colour) and must not change
/// its visible width.
///
/// ```
/// use geometry_core::{diagram, Board, Mapping};
///
/// let board = Board::new(3, 2, Mapping::Lerf).unwrap();
/// let text = diagram::render(&board, |sq| sq.to_string(), Some(4), |_, s| s);
/// assert_eq!(text, "2  3 [4] 5\n1  0  1  2\n   a  b  c\n");
/// ```
pub fn render(
    board: &Board,
    cell: impl Fn(usize) -> String,
    mark: Option<usize>,
    style: impl Fn(usize, String) -> String,
) -> String {
    render_dyn(board, &cell, mark, &style)
}

// One compiled copy for every caller: this crate is compiled into the
// proc-macro crate's build, where each generic copy costs build time.
fn render_dyn(
    board: &Board,
    cell: &dyn Fn(usize) -> String,
    mark: Option<usize>,
    style: &dyn Fn(usize, String) -> String,
) -> String {
    let mut texts = Vec::with_capacity(board.squares());
    let mut width = 0;
    for sq in 0..board.squares() {
        let text = cell(sq);
        width = width.max(text.chars().count());
        texts.push(text);
    }
    let label = if board.ranks() >= 10 { 2 } else { 1 };
    let mut out = String::new();
    for rank in (0..board.ranks()).rev() {
        let mut line = format!("{:>label$} ", rank + 1);
        for file in 0..board.files() {
            let sq = board.square(file, rank);
            let (open, close) = if mark == Some(sq) {
                ('[', ']')
            } else {
                (' ', ' ')
            };
            line.push_str(&style(sq, format!("{open}{:>width$}{close}", texts[sq])));
        }
        // The last cell's padding is invisible; drop it.
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let mut letters = " ".repeat(label + 1);
    for f in 0..board.files() {
        letters.push_str(&format!(" {:>width$} ", file_letter(f)));
    }
    out.push_str(letters.trim_end());
    out.push('\n');
    out
}

/// Draws a bitboard: `1` for a member square, `.` otherwise.
pub fn render_bits(board: &Board, bits: u128, mark: Option<usize>) -> String {
    render_set(board, |sq| sq < 128 && bits >> sq & 1 == 1, mark)
}

/// Draws a set of squares of any width: `1` where `member(sq)`, `.`
/// otherwise.
pub fn render_set(board: &Board, member: impl Fn(usize) -> bool, mark: Option<usize>) -> String {
    render(
        board,
        |sq| if member(sq) { "1" } else { "." }.to_string(),
        mark,
        |_, s| s,
    )
}
