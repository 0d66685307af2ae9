//! A person's turn: the card, then the space, then the influence spaces. Anything the rules
//! refuse is answered with the rule and the reason, and asked again.

use std::io::{BufRead, Write};

use altplay_core::{Game, Seat};
use altplay_format::BoxError;
use altplay_format::terminal::{choose, read_line};

use crate::board::{mask_names, parse_space};
use crate::{Action, BattleGrid, Placement, words};

pub fn turn(
    game: &BattleGrid,
    seat: Seat,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Action, BoxError> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    if legal == [Action::Pass] {
        writeln!(out, "You have no legal placement: you pass (BG-6).")?;
        return Ok(Action::Pass);
    }
    let placements: Vec<Placement> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Place(p) => Some(*p),
            Action::Pass => None,
        })
        .collect();
    let mut cards: Vec<u16> = placements.iter().map(|p| p.card).collect();
    cards.dedup();
    loop {
        let options: Vec<String> = cards
            .iter()
            .map(|&c| {
                let spaces = placements
                    .iter()
                    .filter(|p| p.card == c)
                    .fold(0u16, |m, p| m | 1 << p.space);
                let held = game
                    .hand(seat)
                    .held()
                    .find(|e| e.card == c)
                    .map_or(0, |e| e.count);
                format!(
                    "{} ×{held} — on {}",
                    words::card(game, c),
                    mask_names(spaces)
                )
            })
            .collect();
        let pick = choose("Which Pokémon do you place?", &options, input, out)?;
        let card = cards[pick];
        let space = ask_space(game, card, &placements, input, out)?;
        match ask_influence(game, card, space, &placements, input, out)? {
            Some(action) => return Ok(action),
            None => continue,
        }
    }
}

/// The reason the rules give for `action`, if they refuse it.
fn refusal(game: &BattleGrid, action: &Action) -> Option<String> {
    game.clone().apply(action).err().map(|e| e.to_string())
}

fn ask_space(
    game: &BattleGrid,
    card: u16,
    placements: &[Placement],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<u8, BoxError> {
    let legal = placements
        .iter()
        .filter(|p| p.card == card)
        .fold(0u16, |m, p| m | 1 << p.space);
    loop {
        write!(
            out,
            "Space for {} ({}): ",
            game.card(card).name,
            mask_names(legal)
        )?;
        out.flush()?;
        let text = read_line(input, "a move was made")?;
        let Some(space) = parse_space(&text) else {
            writeln!(
                out,
                "BG-1: {text:?} is not a space; write a column A–C and a row 1–5, e.g. B2"
            )?;
            continue;
        };
        if legal & 1 << space != 0 {
            return Ok(space);
        }
        // Any influence set shows why the space itself is refused.
        let probe = Action::Place(Placement {
            card,
            space,
            influence: 0,
        });
        let reason = refusal(game, &probe).unwrap_or_else(|| "not a legal space".to_string());
        writeln!(out, "{reason}")?;
    }
}

/// Asks for the influence spaces; `None` goes back to the choice of card.
fn ask_influence(
    game: &BattleGrid,
    card: u16,
    space: u8,
    placements: &[Placement],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Option<Action>, BoxError> {
    let sets: Vec<u16> = placements
        .iter()
        .filter(|p| p.card == card && p.space == space)
        .map(|p| p.influence)
        .collect();
    if let [only] = sets[..] {
        writeln!(
            out,
            "Influence goes to {} (the only choice).",
            mask_names(only)
        )?;
        return Ok(Some(place(card, space, only)));
    }
    let reach = sets.iter().fold(0, |m, s| m | s);
    let count = sets[0].count_ones();
    loop {
        write!(
            out,
            "Choose {count} influence spaces from {} (e.g. {}), or `back`: ",
            mask_names(reach),
            mask_names(sets[0])
        )?;
        out.flush()?;
        let text = read_line(input, "a move was made")?;
        if text.eq_ignore_ascii_case("back") {
            return Ok(None);
        }
        let mut mask = 0u16;
        let mut bad = None;
        for word in text.split([' ', ',']).filter(|w| !w.is_empty()) {
            match parse_space(word) {
                Some(s) => mask |= 1 << s,
                None => bad = Some(word.to_string()),
            }
        }
        if let Some(word) = bad {
            writeln!(out, "BG-1: {word:?} is not a space")?;
            continue;
        }
        let action = place(card, space, mask);
        match refusal(game, &action) {
            None => return Ok(Some(action)),
            Some(reason) => writeln!(out, "{reason}")?,
        }
    }
}

fn place(card: u16, space: u8, influence: u16) -> Action {
    Action::Place(Placement {
        card,
        space,
        influence,
    })
}
