//! A Stadium's action for the player whose turn it is: "Once during each player's turn, that
//! player may search their deck for …". "That player" is the one using it, the acting player,
//! so the text's third person ("that player puts", "he or she draws", "his or her hand") is
//! read as the second person the rest of the grammar reads ("put", "draw", "your hand"). The
//! action may go on in the next sentence ("… may flip a coin. If heads, that player puts …"),
//! which the reader gives here joined to the first.

use crate::effect::{Effect, Passive, Trigger, Usage};

/// How often the player whose turn it is may use it: once, or as often as they like.
const LEAD_INS: [(&str, bool); 3] = [
    ("once during each player's turn", true),
    ("during each player's turn", false),
    ("as often as each player like during his or her turn", false),
];

/// "Once during each player's turn [(before attacking)], [that player may] <clauses>[. <more
/// clauses in the third person>]": what using it does, once during each turn; "During each
/// player's turn, …", "As often as each player like during his or her turn …": as often as
/// the player likes. Using it is the player's choice already, so "that player may [choose
/// to]" adds no "may".
pub(super) fn sentence(text: &str) -> Option<Vec<Effect>> {
    let (rest, once) = LEAD_INS
        .iter()
        .find_map(|&(lead_in, once)| Some((text.strip_prefix(lead_in)?, once)))?;
    let rest = rest.strip_prefix(" (before attacking)").unwrap_or(rest);
    let rest = rest.strip_prefix(", ")?;
    let rest = rest.strip_prefix("that player may ").unwrap_or(rest);
    let rest = rest.strip_prefix("choose to ").unwrap_or(rest);
    let yours = second_person(rest);
    let mut then = Vec::new();
    for one in yours.split_inclusive(". ") {
        then.extend(super::sentence(one.trim_end())?);
    }
    Some(vec![if once {
        Effect::Usage(Usage::OncePerTurn(then))
    } else {
        Effect::Passive(Passive::When {
            trigger: Trigger::AsOftenAsYouLike,
            then,
        })
    }])
}

/// Who "that player" is, as the subject of a sentence.
const SUBJECTS: [&str; 3] = ["that player", "the player", "he or she"];

/// The text with the acting player's third person written in the second person: a subject and
/// its verb ("that player puts" → "put", "the player has" → "you have", "that player may" →
/// "you may", "that player does so" → "you do"), a third-person verb after a comma ("…, shows
/// it to …" → "…, show it to …"), and the possessives ("his or her", "their", "the opponent").
fn second_person(text: &str) -> String {
    let mut text = format!(" {text}");
    for subject in SUBJECTS {
        text = text
            .replace(&format!(" {subject} may "), " you may ")
            .replace(&format!(" {subject} has "), " you have ")
            .replace(&format!(" {subject} does so"), " you do");
    }
    let words: Vec<&str> = text.split(' ').collect();
    let mut out: Vec<String> = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let subject = SUBJECTS.iter().find_map(|s| {
            let n = s.split(' ').count();
            (words.get(at..at + n)? == s.split(' ').collect::<Vec<_>>()).then_some(n)
        });
        match subject {
            Some(n) if words.get(at + n).is_some_and(|v| third_person(v).is_some()) => {
                out.extend(third_person(words[at + n]));
                at += n + 1;
            }
            _ => {
                let after_comma = out.last().is_some_and(|w| w.ends_with(','));
                let before_it = words.get(at + 1) == Some(&"it");
                match third_person(words[at]).filter(|_| after_comma && before_it) {
                    Some(verb) => out.push(verb),
                    None => out.push(words[at].to_string()),
                }
                at += 1;
            }
        }
    }
    out.join(" ")
        .trim_start()
        .replace("his or her ", "your ")
        .replace("their ", "your ")
        .replace("to the opponent", "to your opponent")
}

/// A verb in the third person singular ("puts", "searches", "draws"), as the imperative the
/// grammar reads ("put", "search", "draw").
fn third_person(word: &str) -> Option<String> {
    let stem = word.strip_suffix('s')?;
    if stem.len() < 2 || stem.ends_with('s') {
        return None;
    }
    let stem = match stem.strip_suffix('e') {
        Some(bare) if ["ch", "sh", "ss", "x"].iter().any(|e| bare.ends_with(e)) => bare,
        _ => stem,
    };
    Some(stem.to_string())
}
