use super::*;
use crate::printed::{
    CardKind, Energy, EnergyType, Legality, Pokemon, Stage, Trainer, TrainerKind,
};

fn printed(id: &str, name: &str, subtypes: &[&str], kind: CardKind) -> PrintedCard {
    PrintedCard {
        id: id.to_string(),
        name: name.to_string(),
        set: "t".to_string(),
        number: "1".to_string(),
        subtypes: subtypes.iter().map(|s| s.to_string()).collect(),
        rules: vec![],
        regulation_mark: None,
        rarity: None,
        legality: Legality::default(),
        kind,
    }
}

fn pokemon(id: &str, name: &str, stage: Stage, subtypes: &[&str]) -> PrintedCard {
    let kind = CardKind::Pokemon(Pokemon {
        stage,
        hp: 60,
        types: vec![EnergyType::Lightning],
        evolves_from: None,
        abilities: vec![],
        attacks: vec![],
        weaknesses: vec![],
        resistances: vec![],
        retreat_cost: 1,
        rule_boxes: vec![],
        prize_value: 1,
        level: None,
    });
    printed(id, name, subtypes, kind)
}

fn trainer(id: &str, name: &str, subtypes: &[&str]) -> PrintedCard {
    let kind = CardKind::Trainer(Trainer {
        kind: TrainerKind::of(&subtypes.iter().map(|s| s.to_string()).collect::<Vec<_>>()),
        hp: None,
        abilities: vec![],
        attacks: vec![],
    });
    printed(id, name, subtypes, kind)
}

fn index() -> PrintedIndex {
    PrintedIndex::new(vec![
        pokemon("t-1", "Pikachu", Stage::Basic, &["Basic"]),
        pokemon("t-2", "Raichu", Stage::Stage1, &["Stage 1"]),
        pokemon("t-3", "Radiant Raichu", Stage::Basic, &["Basic", "Radiant"]),
        pokemon(
            "t-4",
            "Radiant Jolteon",
            Stage::Basic,
            &["Basic", "Radiant"],
        ),
        trainer("t-5", "Switch", &["Item"]),
        trainer("t-6", "Computer Search", &["Item", "ACE SPEC"]),
        trainer("t-7", "Dowsing Machine", &["Item", "ACE SPEC"]),
        trainer("t-8", "Cyrus ◇", &["Supporter", "Prism Star"]),
        pokemon("t-10", "Umbreon ★", Stage::Basic, &["Basic", "Star"]),
        pokemon("t-11", "Espeon ★", Stage::Basic, &["Basic", "Star"]),
        printed(
            "t-9",
            "Lightning Energy",
            &["Basic"],
            CardKind::Energy(Energy::Basic(EnergyType::Lightning)),
        ),
    ])
}

/// A decklist of (card, count) lines.
fn decklist(lines: &[(&str, u32)]) -> String {
    lines
        .iter()
        .map(|(card, count)| format!("[[cards]]\ncard = \"{card}\"\ncount = {count}\n"))
        .collect()
}

fn check(lines: &[(&str, u32)]) -> Result<(), DeckError> {
    let index = index();
    read_decklist("deck.toml", &decklist(lines), &index)?.check()
}

#[test]
fn tcg_2_a_legal_deck_by_ids_and_names() {
    let index = index();
    let text = decklist(&[("t-1", 4), ("raichu", 4), ("Switch", 4), ("t-9", 48)]);
    let deck = read_decklist("deck.toml", &text, &index).unwrap();
    assert_eq!(deck.len(), 60);
    assert_eq!(deck.entries[1].card.id, "t-2");
    assert_eq!(deck.cards().filter(|c| c.is_basic_energy()).count(), 48);
    assert_eq!(deck.check(), Ok(()), "basic Energy is unlimited");
}

#[test]
fn tcg_2_exactly_60_cards() {
    assert_eq!(check(&[("t-1", 4), ("t-9", 55)]), Err(DeckError::Size(59)));
    assert_eq!(check(&[("t-1", 4), ("t-9", 57)]), Err(DeckError::Size(61)));
    let huge = check(&[("t-9", u32::MAX), ("t-9", u32::MAX)]);
    assert_eq!(huge, Err(DeckError::Size(u32::MAX)), "counts saturate");
}

#[test]
fn tcg_2_at_most_four_of_a_name() {
    let err = check(&[("t-1", 4), ("t-5", 3), ("Switch", 2), ("t-9", 51)]).unwrap_err();
    assert_eq!(
        err,
        DeckError::TooManyOfName {
            name: "Switch".to_string(),
            count: 5
        }
    );
    assert_eq!(
        err.to_string(),
        r#"TCG-2: 5 cards named "Switch"; at most 4 of a name (basic Energy aside)"#
    );
}

#[test]
fn tcg_2_printed_limits_prism_star_ace_spec_radiant_star() {
    assert_eq!(
        check(&[("t-1", 4), ("t-8", 2), ("t-9", 54)]),
        Err(DeckError::PrismStar {
            name: "Cyrus ◇".to_string(),
            count: 2
        })
    );
    assert_eq!(
        check(&[("t-1", 4), ("t-6", 1), ("t-7", 1), ("t-9", 54)]),
        Err(DeckError::AceSpec(2))
    );
    assert_eq!(
        check(&[("t-1", 4), ("t-3", 1), ("t-4", 1), ("t-9", 54)]),
        Err(DeckError::Radiant(2))
    );
    assert_eq!(
        check(&[("t-1", 4), ("t-10", 1), ("t-11", 1), ("t-9", 54)]),
        Err(DeckError::Star(2))
    );
    assert_eq!(
        check(&[("t-1", 4), ("t-3", 1), ("t-6", 1), ("t-8", 1), ("t-9", 53)]),
        Ok(())
    );
}

#[test]
fn tcg_2_at_least_one_basic_pokemon() {
    assert_eq!(
        check(&[("t-2", 4), ("t-9", 56)]),
        Err(DeckError::NoBasicPokemon)
    );
}

#[test]
fn tcg_2_an_unknown_card_gives_its_line_and_the_closest_names() {
    let err = check(&[("t-1", 4), ("Pikachuu", 4), ("t-9", 52)]).unwrap_err();
    let DeckError::UnknownCard { place, lookup } = &err else {
        panic!("{err}");
    };
    assert_eq!(place, "deck.toml:5: field `card`");
    let LookupError::Unknown { suggestions, .. } = lookup;
    assert_eq!(suggestions[0], "Pikachu");
    assert!(
        err.to_string().starts_with(
            r#"TCG-2: deck.toml:5: field `card`: unknown card "Pikachuu"; closest: Pikachu"#
        ),
        "{err}"
    );
}

#[test]
fn tcg_2_a_malformed_decklist_names_file_line_and_field() {
    let index = index();
    let err = |text: &str| read_decklist("deck.toml", text, &index).unwrap_err();
    let e = err("[[cards]]\ncard = \"t-1\"\ncount = \"four\"\n");
    let DeckError::Data(data) = &e else {
        panic!("{e}")
    };
    assert_eq!((data.file.as_str(), data.line), ("deck.toml", 3));
    assert!(data.message.starts_with("field `count`"), "{e}");
    assert!(e.to_string().starts_with("TCG-2: deck.toml:3:"), "{e}");

    let e = err("[[cards]]\ncard = \"t-1\"\ncount = 0\n");
    assert!(e.to_string().starts_with("TCG-2: deck.toml:3:"), "{e}");
    let e = err("[[cards]]\ncard = \"t-1\"\ncopies = 4\n");
    assert!(e.to_string().contains("unknown field `copies`"), "{e}");
    let e = err("[[cards]]\ncard = \"t-1\ncount = 4\n");
    assert!(e.to_string().starts_with("TCG-2: deck.toml:2:"), "{e}");
}

#[test]
fn tcg_2_a_theme_deck_line_goes_by_id_then_by_name() {
    let line = |id: &str, name: &str, count| ThemeDeckCard {
        id: id.to_string(),
        name: name.to_string(),
        rarity: None,
        count,
    };
    let mut deck = ThemeDeck {
        id: "d-t-1".to_string(),
        name: "Sparks".to_string(),
        types: vec![EnergyType::Lightning],
        cards: vec![line("t-1", "Pichu", 4), line("t-0", "Lightning Energy", 56)],
    };
    let index = index();
    let resolved = deck.resolve(&index).unwrap();
    let ids: Vec<&str> = resolved
        .entries
        .iter()
        .map(|e| e.card.id.as_str())
        .collect();
    assert_eq!(ids, ["t-1", "t-9"], "the id wins over the line's name");
    assert_eq!(resolved.check(), Ok(()));

    deck.cards[1] = line("t-0", "Lightnin Energy", 56);
    let err = deck.resolve(&index).unwrap_err();
    assert!(
        err.to_string().starts_with(
            r#"TCG-2: theme deck d-t-1 (Sparks), card t-0: unknown card "Lightnin Energy"; closest: Lightning Energy"#
        ),
        "{err}"
    );
}
