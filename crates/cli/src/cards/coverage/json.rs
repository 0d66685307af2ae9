//! The coverage report as one JSON object: shares as numbers in 0..1, counts, the per-deck
//! list.

use std::path::Path;

use altplay_cards::printed::Pool;
use altplay_tcg::coverage::{
    CardGroup, CardsCoverage, Coverage, DeckCoverage, DecksCoverage, EraDecks, Playable, TextKind,
    Unplayable,
};
use serde::Serialize;

use super::Report;

/// How many of the commonest texts and sentences not modelled each kind lists.
pub(super) const COMMONEST: usize = 10;

#[derive(Serialize)]
pub(super) struct Json<'a> {
    data: &'a Path,
    cards: Cards<'a>,
    /// Only with `--pool`: `cards` then counts the pool's names, each its newest printing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pool: Option<PoolNames<'a>>,
    /// Only with `--decks`.
    #[serde(skip_serializing_if = "Option::is_none")]
    theme_decks: Option<ThemeDecks<'a>>,
}

#[derive(Serialize)]
struct Cards<'a> {
    cards: usize,
    playable: usize,
    playable_share: f64,
    groups: Vec<Group>,
    texts: Vec<Texts<'a>>,
}

#[derive(Serialize)]
struct Group {
    group: CardGroup,
    cards: usize,
    playable: usize,
    playable_share: f64,
}

#[derive(Serialize)]
struct Texts<'a> {
    kind: TextKind,
    texts: usize,
    empty: usize,
    reminders: usize,
    scripted: usize,
    modelled: usize,
    modelled_share: f64,
    distinct: usize,
    distinct_modelled: usize,
    distinct_share: f64,
    commonest_unmodelled_texts: Vec<Count<'a>>,
    commonest_unmodelled_sentences: Vec<Count<'a>>,
}

#[derive(Serialize)]
struct Count<'a> {
    text: &'a str,
    count: usize,
}

#[derive(Serialize)]
struct PoolNames<'a> {
    pool: Pool,
    names: usize,
    playable: usize,
    playable_share: f64,
    unplayable: &'a [Unplayable],
}

#[derive(Serialize)]
struct ThemeDecks<'a> {
    /// The decks' distinct cards, each counted once.
    cards: Cards<'a>,
    decks: usize,
    playable: usize,
    by_era: Vec<EraDecks>,
    per_deck: &'a [DeckCoverage],
}

/// The JSON form of `report`.
pub(super) fn report<'a>(report: &'a Report) -> Json<'a> {
    Json {
        data: report.data,
        cards: cards(&report.cards),
        pool: report.pool.as_ref().map(|p| PoolNames {
            pool: p.pool,
            names: p.names,
            playable: p.playable,
            playable_share: p.share(),
            unplayable: &p.unplayable,
        }),
        theme_decks: report.decks.as_ref().map(theme_decks),
    }
}

fn theme_decks(decks: &DecksCoverage) -> ThemeDecks<'_> {
    ThemeDecks {
        cards: cards(&decks.cards),
        decks: decks.decks.len(),
        playable: decks.playable(),
        by_era: decks.by_era(),
        per_deck: &decks.decks,
    }
}

fn cards(coverage: &CardsCoverage) -> Cards<'_> {
    let Playable { cards, playable } = coverage.all;
    Cards {
        cards,
        playable,
        playable_share: coverage.all.share(),
        groups: coverage
            .by_group()
            .into_iter()
            .map(|(group, p)| Group {
                group,
                cards: p.cards,
                playable: p.playable,
                playable_share: p.share(),
            })
            .collect(),
        texts: coverage
            .by_kind()
            .into_iter()
            .map(|(kind, c)| texts(kind, c))
            .collect(),
    }
}

fn texts(kind: TextKind, c: &Coverage) -> Texts<'_> {
    Texts {
        kind,
        texts: c.texts,
        empty: c.empty,
        reminders: c.reminders,
        scripted: c.scripted,
        modelled: c.modelled,
        modelled_share: c.modelled_share(),
        distinct: c.distinct(),
        distinct_modelled: c.distinct_modelled(),
        distinct_share: c.distinct_share(),
        commonest_unmodelled_texts: counts(c.commonest_unmodelled_texts(COMMONEST)),
        commonest_unmodelled_sentences: counts(c.commonest_unmodelled(COMMONEST)),
    }
}

fn counts(list: Vec<(&str, usize)>) -> Vec<Count<'_>> {
    list.into_iter()
        .map(|(text, count)| Count { text, count })
        .collect()
}
