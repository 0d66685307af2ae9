//! The card scripts ([`crate::text::scripts`]) checked against the printed words, as
//! `altplay check-data` checks a script file: each script names cards that print its text, the
//! grammar does not read that text by itself (a script never overrides a reading), the engine
//! compiles it, and no text is scripted twice.

use std::collections::HashSet;

use altplay_cards::CardIndex;
use altplay_core::DataError;

use super::reading::printed_texts;
use crate::format::card_data;
use crate::game::engine_refusals;
use crate::text::scripts::{Script, read_file};
use crate::text::{grammar_reading, normalize};

/// A script file checked against the card data.
pub fn check(_: &CardIndex, file: &str, text: &str) -> Result<(), DataError> {
    let scripts = read_file(file, text)?;
    let data = card_data(None).map_err(|e| DataError::in_file(file, e))?;
    let mut texts = HashSet::new();
    for (i, script) in scripts.iter().enumerate() {
        let line = script_line(text, i);
        let fault = |message: String| DataError {
            file: file.to_string(),
            line,
            column: usize::from(line > 0),
            message: format!("script {} ({}): {message}", i + 1, opening(&script.text)),
        };
        if !texts.insert(normalize(&script.text)) {
            return Err(fault("the text is scripted twice".into()));
        }
        check_script(script, &data.index).map_err(fault)?;
    }
    Ok(())
}

/// One script against the cards it names.
fn check_script(
    script: &Script,
    index: &altplay_cards::printed::PrintedIndex,
) -> Result<(), String> {
    if script.cards.is_empty() {
        return Err("field `cards`: names no card; name each printing whose text it is".into());
    }
    let text = normalize(&script.text);
    for id in &script.cards {
        let card = index
            .get(id)
            .ok_or_else(|| format!("field `cards`: no card {id:?} in the card data"))?;
        let printed = printed_texts(card);
        let Some(&(_, owner, _)) = printed.iter().find(|(_, _, t)| normalize(t) == text) else {
            return Err(format!(
                "{} ({id}) does not print this text; compare it with the card's words",
                card.name
            ));
        };
        if grammar_reading(owner, &text).is_ok() {
            return Err(format!(
                "the grammar reads this text on {} ({id}) by itself: remove the script",
                card.name
            ));
        }
        if let Some(refused) = (engine_refusals(card).into_iter()).find(|r| r.contains(&text)) {
            return Err(format!(
                "the engine refuses it on {} ({id}): {refused}",
                card.name
            ));
        }
    }
    Ok(())
}

/// The line of the `index`th `[[script]]` of `text` (1-based; 0 when not found).
fn script_line(text: &str, index: usize) -> usize {
    (text.lines().enumerate())
        .filter(|(_, l)| l.trim() == "[[script]]")
        .nth(index)
        .map_or(0, |(i, _)| i + 1)
}

/// The first words of a text, to name its script by.
fn opening(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.len() {
        0..=8 => format!("\"{}\"", words.join(" ")),
        _ => format!("\"{} …\"", words[..8].join(" ")),
    }
}
