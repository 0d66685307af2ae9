//! Whether an action showed what was hidden: a card drawn, a deck searched or shuffled, a coin
//! flipped, a boss card turned over. An undo replays the game, so the same cards and coins would
//! come again; at a table without casual undo, an undo may not take such an action back, or a
//! player could read their deck and their coins ahead by playing and undoing.
//!
//! An action showed a seat something hidden when, applied to the game as that seat knows it but
//! with what it has not seen dealt again ([`Format::redeal`]: the decks' order, other hands, the
//! chance to come), it shows that seat something else. Each seat is tried [`REDEALS`] times, so
//! one coin flip goes unnoticed once in 2^16 undos.

use altplay_core::{GameRng, Seat, derive_seed};
use altplay_format::{Format, Hosted};
use serde::Deserialize;
use serde_json::Value;

/// Redeals tried per seat and action.
pub const REDEALS: usize = 16;

/// Mixed into the redeals' seed, so that they draw nothing of the game's own.
const REDEAL_MIX: u64 = 0x0D15_C10C_ED00_0002;

/// The first of `actions` from `from` on (each taken by the game before it, started from
/// `setup` and `seed`) that showed a seat something hidden, with its label; none if none did.
pub fn first_revealing<G: Hosted>(
    setup: &G::Setup,
    seed: u64,
    actions: &[Value],
    from: usize,
) -> Result<Option<(usize, String)>, String> {
    let seats = G::seat_names(setup).len();
    let mut game = G::start(setup, seed, false);
    for (i, action) in actions.iter().enumerate() {
        let typed = G::Action::deserialize(action).map_err(|e| format!("action {i}: {e}"))?;
        let mut after = game.clone();
        after
            .apply(&typed)
            .map_err(|e| format!("action {i} ({action}): {e}"))?;
        if i >= from {
            let mut rng = GameRng::from_seed(derive_seed(seed ^ REDEAL_MIX, i as u64));
            if (0..seats).any(|s| showed_hidden(&game, &after, &typed, Seat(s as u8), &mut rng)) {
                return Ok(Some((i, game.label(&typed))));
            }
        }
        game = after;
    }
    Ok(None)
}

/// Whether `action`, taken on `before` to give `after`, showed `seat` something it had not seen.
fn showed_hidden<G: Format>(
    before: &G,
    after: &G,
    action: &G::Action,
    seat: Seat,
    rng: &mut GameRng,
) -> bool {
    let seen = view(after, seat);
    (0..REDEALS).any(|_| {
        let Some(mut other) = before.redeal(seat, rng) else {
            return false;
        };
        // A redeal may have dealt away a card the action names: another seat's, which this
        // seat did not know of, so that redeal tells nothing.
        other.apply(action).is_ok() && view(&other, seat) != seen
    })
}

fn view<G: Format>(game: &G, seat: Seat) -> String {
    serde_json::to_string(&game.view(Some(seat))).expect("views serialize to JSON")
}

#[cfg(test)]
mod tests {
    use altplay_cards::Catalog;
    use serde_json::json;

    use crate::formats::TableRequest;
    use crate::session::Session;

    /// A game of `request` played by greedy at every seat up to action `upto` or its end.
    fn played(request: serde_json::Value, upto: usize) -> Box<dyn Session> {
        let request: TableRequest = serde_json::from_value(request).unwrap();
        let mut session = request
            .build(&Catalog::with_builtin_roster(None), 3)
            .unwrap()
            .session;
        for i in 0..upto {
            let Some(&seat) = session.may_act().first() else {
                break;
            };
            let action = session.ai_action(seat, "greedy", i as u64, None).unwrap();
            session.apply(seat, &action).unwrap();
        }
        session
    }

    /// Each action of a normal game is found to show something hidden exactly when it draws,
    /// shuffles, flips or looks: ending a turn (the next player draws) always does; attaching an
    /// Energy or retreating never does.
    #[test]
    fn a_draw_shows_what_was_hidden_and_an_attachment_does_not() {
        let session = played(
            json!({"format": "tcg", "decks": ["d-swsh1-1", "d-swsh1-2"]}),
            60,
        );
        let game = session.replay();
        let (mut ends, mut attaches) = (0, 0);
        for (i, action) in game.actions.iter().enumerate() {
            let alone = session.first_revealing(i).filter(|&(at, _)| at == i);
            match action["do"].as_str() {
                Some("end_turn") => {
                    ends += 1;
                    let (_, label) = alone.unwrap_or_else(|| panic!("action {i} ends the turn"));
                    assert!(label.starts_with("End"), "{label}");
                }
                Some("attach" | "retreat") => {
                    attaches += 1;
                    assert_eq!(alone, None, "action {i}: {action}");
                }
                _ => {}
            }
        }
        assert!(
            ends >= 2 && attaches >= 2,
            "{ends} turn ends, {attaches} attachments"
        );
    }

    /// Raid Battle's boss turn turns over a Boss Attack card: the action after which it comes
    /// shows what was hidden.
    #[test]
    fn the_boss_card_a_turn_turns_over_shows_what_was_hidden() {
        // The table the make-a-table form offers: a built-in team against a built-in boss.
        let offers = crate::formats::offers();
        let mut request = offers[0]["default"].clone();
        assert_eq!(offers[0]["format"], "raid-battle");
        request["format"] = json!("raid-battle");
        let session = played(request, 12);
        let log = session.describe(None)["log"].to_string();
        assert!(log.contains("Boss card"), "a boss card came: {log}");
        let (at, label) = session
            .first_revealing(0)
            .expect("the boss card was hidden");
        assert!(at < session.actions_taken(), "{at}: {label}");
    }
}
