//! A Stadium's action for the player whose turn it is: "Once during each player's turn, that
//! player may search their deck for …". "That player" is the one using it, the acting player,
//! so "their" and "his or her" in what follows are read as "your".

use super::led;
use crate::effect::Effect;
use crate::text::input::Input;

const LEAD_IN: &str = "once during each player's turn, that player may ";

/// "Once during each player's turn, that player may <clauses>": what using it does, once
/// during each turn.
pub(super) fn sentence(text: &str) -> Option<Vec<Effect>> {
    let rest = text.strip_prefix(LEAD_IN)?;
    let yours = format!(" {rest}")
        .replace(" their ", " your ")
        .replace(" his or her ", " your ");
    Input::new(yours.trim_start())
        .whole(led)
        .map(|then| vec![Effect::OncePerTurn(then)])
}
