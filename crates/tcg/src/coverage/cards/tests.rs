use altplay_cards::printed::{
    Attack, CardKind, Energy, EnergyType, Legality, Pokemon, PrintedCard, Stage, Trainer,
    TrainerKind,
};

use super::{CardsCoverage, Playable};

fn card(id: &str, name: &str, rules: &[&str], kind: CardKind) -> PrintedCard {
    PrintedCard {
        id: id.to_string(),
        name: name.to_string(),
        set: "test".to_string(),
        number: "1".to_string(),
        subtypes: Vec::new(),
        rules: rules.iter().map(|r| r.to_string()).collect(),
        regulation_mark: None,
        rarity: None,
        legality: Legality::default(),
        kind,
    }
}

/// A Basic Pokémon with these attack texts.
fn pokemon(id: &str, name: &str, rules: &[&str], attacks: &[&str]) -> PrintedCard {
    let attacks = attacks
        .iter()
        .map(|text| Attack {
            name: "Hit".to_string(),
            cost: vec![EnergyType::Colorless],
            converted_cost: 1,
            damage: "10".to_string(),
            text: text.to_string(),
        })
        .collect();
    let pokemon = Pokemon {
        stage: Stage::Basic,
        hp: 60,
        types: vec![EnergyType::Lightning],
        evolves_from: None,
        abilities: Vec::new(),
        attacks,
        weaknesses: Vec::new(),
        resistances: Vec::new(),
        retreat_cost: 1,
        rule_boxes: Vec::new(),
        prize_value: 1,
        level: None,
    };
    card(id, name, rules, CardKind::Pokemon(pokemon))
}

fn trainer(id: &str, name: &str, rules: &[&str]) -> PrintedCard {
    let trainer = Trainer {
        kind: Some(TrainerKind::Item),
        hp: None,
        abilities: Vec::new(),
        attacks: Vec::new(),
    };
    card(id, name, rules, CardKind::Trainer(trainer))
}

#[test]
fn tcg_15_counts_texts_by_kind_and_playable_cards_by_group() {
    let cards = [
        // Modelled: an empty attack, one read to its end, and a Prize rule reminder.
        pokemon(
            "t-1",
            "Pikachu V",
            &["V rule: When your Pokémon V is Knocked Out, your opponent takes 2 Prize cards."],
            &["", "Draw 2 cards."],
        ),
        // Not modelled: one sentence the grammar cannot read.
        pokemon("t-2", "Raichu", &[], &["Draw 3 cards. Summon a unicorn."]),
        // A Trainer whose name is no Pokémon: its text does not read "Draw" as "this Pokémon".
        trainer("t-3", "Draw", &["Draw 2 cards."]),
        card(
            "t-4",
            "Unicorn Energy",
            &["This card summons a unicorn."],
            CardKind::Energy(Energy::Special {
                provides: Vec::new(),
            }),
        ),
        card(
            "t-5",
            "Lightning Energy",
            &[],
            CardKind::Energy(Energy::Basic(EnergyType::Lightning)),
        ),
    ];
    let report = CardsCoverage::of(&cards);

    assert_eq!(report.attacks.texts, 3);
    assert_eq!(report.attacks.empty, 1);
    assert_eq!(report.attacks.modelled, 2);
    // "Draw N cards." and "Draw N cards. Summon a unicorn.": numbers as N.
    assert_eq!(report.attacks.distinct(), 2);
    assert_eq!(report.attacks.distinct_modelled(), 1);
    assert_eq!(
        report.attacks.commonest_unmodelled(3),
        [("Summon a unicorn.", 1)]
    );
    assert_eq!(report.abilities.texts, 0);
    assert_eq!(report.abilities.modelled_share(), 0.0);

    assert_eq!(report.pokemon_rules.texts, 1);
    assert_eq!(report.pokemon_rules.reminders, 1);
    assert_eq!(report.pokemon_rules.modelled, 1);

    assert_eq!(report.trainer_rules.texts, 1);
    assert_eq!(report.trainer_rules.modelled, 1);
    assert_eq!(report.special_energy_rules.texts, 1);
    assert_eq!(report.special_energy_rules.modelled, 0);
    assert_eq!(
        report.special_energy_rules.commonest_unmodelled_texts(3),
        [("This card summons a unicorn.", 1)]
    );

    let playable = |cards, playable| Playable { cards, playable };
    assert_eq!(report.pokemon, playable(2, 1));
    assert_eq!(report.trainers, playable(1, 1));
    assert_eq!(report.special_energy, playable(1, 0));
    assert_eq!(report.basic_energy, playable(1, 1));
    assert_eq!(report.all, playable(5, 3));
    assert_eq!(report.all.share(), 0.6);
}

#[test]
fn tcg_15_a_card_read_whole_but_not_played_by_the_engine_is_not_playable() {
    // The grammar reads it, the engine does not play a pick from a hand the picker sees yet.
    // When it does, pick another text `support.rs` names.
    let text = "Choose a card from your opponent's hand and discard it.";
    let loudred = pokemon("t-1", "Loudred", &[], &[text]);
    let read = super::ReadCard::of(&loudred);
    assert!(read.texts.iter().all(|t| t.reading.is_modelled()));
    assert_eq!(read.refused.len(), 1, "{:?}", read.refused);
    assert!(read.refused[0].contains("pick cards from a hand"));
    assert!(!read.playable());
    let report = CardsCoverage::of([&loudred]);
    assert_eq!(report.attacks.modelled, 1, "the text counts as read");
    assert_eq!(
        report.pokemon,
        Playable {
            cards: 1,
            playable: 0
        }
    );
}
