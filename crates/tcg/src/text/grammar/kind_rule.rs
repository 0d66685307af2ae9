//! The rules of a card kind restated on its cards: how many Items, Supporters and Stadiums a
//! turn allows, where a Stadium or an old Supporter stays, how any Pokémon Tool is attached
//! (one to a Pokémon), the Stadium name rule, a Special Energy card not being a basic one and
//! attached as any Energy. The
//! engine applies them from the card's kind (TCG-15's vocabulary has no effect for them), so
//! the sentence is understood and adds nothing.

use crate::effect::Effect;
use crate::text::input::Input;

/// A kind's rule, read to its end ("(before your attack)" included).
pub(super) fn sentence(i: &mut Input) -> Option<Vec<Effect>> {
    if i.tag("you may play only") || i.tag("you can play only") {
        i.number()?;
        i.any(&["supporter card", "stadium card"]).then_some(())?;
        i.any(&["during your turn", "each turn"]).then_some(())?;
    } else if i
        .attempt(|i| {
            // The Special Energy rule, often as reminder text in parentheses.
            i.tag("(");
            i.tag("doesn't count as a basic energy card").then_some(())
        })
        .is_some()
    {
        i.tag("when not in play");
    } else if i.tag("you may attach only") {
        // Scarlet & Violet's Tool rule: "… 1 Pokémon Tool to each Pokémon, and it stays attached".
        i.number()?;
        i.tag("pokémon tool to each pokémon, and it stays attached")
            .then_some(())?;
    } else if i.tag("attach a pokémon tool to") {
        i.number()?;
        i.tag("of your pokémon").then_some(())?;
        super::attached::no_tool_yet(i);
    } else {
        i.any(&[
            "you may play as many item cards as you like during your turn",
            "you may play any number of item cards during your turn",
            "when you play this card, put it next to your active pokémon",
            "when your turn ends, discard this card",
            "this card stays in play when you play it",
            "this stadium stays in play when you play it",
            "this card stays in play after being played",
            "discard this card if another stadium card comes into play",
            "discard it if another stadium comes into play",
            "if another card with the same name is in play, you can't play this card",
            "if a stadium with the same name is in play, you can't play this card",
            "a stadium with the same name can't be played",
            "put it next to the active spot, and discard it if another stadium comes into play",
            "put it into the active spot, and discard it if another stadium comes into play",
            "you may attach any number of pokémon tools to your pokémon during your turn",
            // The Tool goes to the discard pile with its Pokémon anyway (TCG-11).
            "if that pokémon is knocked out, discard this card",
        ])
        .then_some(())?;
    }
    i.tag("(before your attack)");
    Some(Vec::new())
}
