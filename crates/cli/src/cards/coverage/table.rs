//! The coverage report as tables for people.

use std::fmt::Write;

use altplay_tcg::coverage::{
    CardGroup, CardsCoverage, DeckCoverage, DecksCoverage, PoolCoverage, TextKind,
};

use super::Report;
use super::json::COMMONEST;

/// The whole report: every card, then the theme decks when measured.
pub(super) fn report(report: &Report) -> String {
    let mut out = format!("Card text coverage of {}\n", report.data.display());
    match &report.pool {
        Some(pool) => {
            let title = format!("The {} pool's names, each its newest printing", pool.pool);
            cards(&mut out, &title, &report.cards);
            pool_names(&mut out, pool);
        }
        None => cards(&mut out, "All cards", &report.cards),
    }
    if let Some(decks) = &report.decks {
        theme_decks(&mut out, decks);
    }
    out
}

/// How many of a pool's names play, then each that does not with what it lacks.
fn pool_names(out: &mut String, pool: &PoolCoverage) {
    let _ = writeln!(
        out,
        "\n{} pool: {} of {} names play ({})",
        pool.pool,
        pool.playable,
        pool.names,
        percent(pool.share())
    );
    for card in &pool.unplayable {
        let _ = writeln!(
            out,
            "  {} ({}): {}",
            card.name,
            card.id,
            card.lacks.join("; ")
        );
    }
}

fn kind_label(kind: TextKind) -> &'static str {
    match kind {
        TextKind::Attack => "attacks",
        TextKind::Ability => "abilities",
        TextKind::TrainerRule => "Trainer rules",
        TextKind::SpecialEnergyRule => "Special Energy rules",
        TextKind::PokemonRule => "Pokémon rules",
    }
}

fn group_label(group: CardGroup) -> &'static str {
    match group {
        CardGroup::Pokemon => "Pokémon",
        CardGroup::Trainer => "Trainer",
        CardGroup::SpecialEnergy => "Special Energy",
        CardGroup::BasicEnergy => "basic Energy",
    }
}

fn percent(share: f64) -> String {
    format!("{:.1}%", 100.0 * share)
}

/// The texts by kind, the cards playable by group, and the commonest texts not modelled.
fn cards(out: &mut String, title: &str, c: &CardsCoverage) {
    let _ = writeln!(out, "\n{title}: {} cards", c.all.cards);
    let _ = writeln!(
        out,
        "  {:<22}{:>8}{:>10}{:>8}{:>10}{:>10}{:>8}",
        "texts", "all", "modelled", "", "distinct", "modelled", ""
    );
    for (kind, t) in c.by_kind() {
        let _ = writeln!(
            out,
            "  {:<22}{:>8}{:>10}{:>8}{:>10}{:>10}{:>8}",
            kind_label(kind),
            t.texts,
            t.modelled,
            percent(t.modelled_share()),
            t.distinct(),
            t.distinct_modelled(),
            percent(t.distinct_share()),
        );
    }
    let _ = writeln!(out, "  {:<22}{:>8}{:>10}", "cards", "all", "playable");
    let groups = c.by_group().into_iter().map(|(g, p)| (group_label(g), p));
    for (label, p) in groups.chain([("all", c.all)]) {
        let _ = writeln!(
            out,
            "  {label:<22}{:>8}{:>10}{:>8}",
            p.cards,
            p.playable,
            percent(p.share())
        );
    }
    let _ = writeln!(
        out,
        "  (modelled: read to the end by the grammar, empty, or a rule reminder; distinct: \
         numbers as N)"
    );
    for (kind, t) in c.by_kind() {
        let commonest = t.commonest_unmodelled_texts(COMMONEST);
        if commonest.is_empty() {
            continue;
        }
        let _ = writeln!(out, "  commonest {} not modelled:", kind_label(kind));
        for (text, count) in commonest {
            let _ = writeln!(out, "    {count:>6}  {text}");
        }
    }
}

/// The decks' cards together, the decks playable by era, then each deck.
fn theme_decks(out: &mut String, d: &DecksCoverage) {
    cards(out, "Theme-deck cards (each distinct card once)", &d.cards);
    let _ = writeln!(
        out,
        "\nTheme decks playable: {} of {}",
        d.playable(),
        d.decks.len()
    );
    for era in d.by_era() {
        let _ = writeln!(
            out,
            "  {:<8}{:>3} of {:>3}",
            era.era, era.playable, era.decks
        );
    }
    let _ = writeln!(out, "Per deck:");
    for deck in &d.decks {
        one_deck(out, deck);
    }
}

fn one_deck(out: &mut String, deck: &DeckCoverage) {
    let verdict = if deck.playable {
        "playable".to_string()
    } else {
        let mut why = Vec::new();
        if !deck.unmodelled.is_empty() {
            why.push(format!("{} texts not modelled", deck.unmodelled.len()));
        }
        if !deck.refused.is_empty() {
            why.push(format!("{} cards not played yet", deck.refused.len()));
        }
        why.join(", ")
    };
    let _ = writeln!(out, "  {} {}: {verdict}", deck.id, deck.name);
    for text in &deck.unmodelled {
        let _ = writeln!(
            out,
            "      {} ({}): {}",
            kind_label(text.kind),
            text.cards.join(", "),
            text.text
        );
    }
    for card in &deck.refused {
        let _ = writeln!(
            out,
            "      not played yet ({}): {}",
            card.card,
            card.reasons.join("; ")
        );
    }
}
