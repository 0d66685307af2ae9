//! A TCG decklist file (TOML: card ids or names with counts), the coming TCG engine's deck
//! input: any text, resolved against the whole real card set; a list that reads is then checked
//! for TCG-2, which may refuse it but never panics.

use std::sync::OnceLock;

use altplay_cards::deck::read_decklist;
use altplay_cards::printed::{PrintedIndex, load_cards};

/// The real card set beside the repository, loaded once.
fn printed_cards() -> &'static PrintedIndex {
    static INDEX: OnceLock<PrintedIndex> = OnceLock::new();
    INDEX.get_or_init(|| load_cards(&crate::seeds::data_set()).expect("the real card data loads"))
}

pub fn decklist(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    let Ok(deck) = read_decklist("probe.toml", &text, printed_cards()) else {
        return false;
    };
    // Refused or not, the check must answer; the rule it names is its business.
    let _ = deck.check();
    true
}
