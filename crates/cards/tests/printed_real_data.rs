//! The printed-card loader and the theme decks on the real pokemon-tcg-data set, read from the
//! shared data folder beside the checkout (this test fails without it, like `real_data.rs`).

mod common;

use std::sync::LazyLock;

use altplay_cards::deck::{DeckError, ThemeDecks, load_theme_decks};
use altplay_cards::printed::{
    AbilityKind, Energy, EnergyType, Pokemon, PrintedCard, PrintedIndex, RuleBox, Stage, Supertype,
    TrainerKind, load_cards,
};
use common::data_dir;

/// Loaded once for all the tests of this file.
static INDEX: LazyLock<PrintedIndex> =
    LazyLock::new(|| load_cards(&data_dir()).expect("the real data loads"));

#[test]
fn tcg_1_every_card_loads_with_its_supertype() {
    let count = |s: Supertype| INDEX.cards().iter().filter(|c| c.supertype() == s).count();
    let (pokemon, trainers, energy) = (
        count(Supertype::Pokemon),
        count(Supertype::Trainer),
        count(Supertype::Energy),
    );
    println!("Pokémon {pokemon}, Trainers {trainers}, Energy {energy}");
    assert_eq!(INDEX.len(), 19_653);
    assert_eq!((pokemon, trainers, energy), (16_608, 2_662, 383));
}

fn card(id: &str) -> &'static PrintedCard {
    INDEX.get(id).unwrap_or_else(|| panic!("no card {id}"))
}

fn pokemon(id: &str) -> &'static Pokemon {
    card(id)
        .pokemon()
        .unwrap_or_else(|| panic!("{id} is not a Pokémon"))
}

#[test]
fn tcg_1_a_pokemon_with_an_ability_and_an_attack_cost() {
    let rillaboom = card("swsh1-14");
    assert_eq!(
        (
            rillaboom.name.as_str(),
            rillaboom.set.as_str(),
            rillaboom.number.as_str()
        ),
        ("Rillaboom", "swsh1", "14")
    );
    assert_eq!(rillaboom.regulation_mark.as_deref(), Some("D"));
    let p = pokemon("swsh1-14");
    assert_eq!(
        (p.stage, p.hp, p.retreat_cost, p.prize_value),
        (Stage::Stage2, 170, 3, 1)
    );
    assert_eq!(p.types, [EnergyType::Grass]);
    assert_eq!(p.evolves_from.as_deref(), Some("Thwackey"));
    assert_eq!(p.abilities.len(), 1);
    assert_eq!(
        (p.abilities[0].name.as_str(), p.abilities[0].kind),
        ("Voltage Beat", AbilityKind::Ability)
    );
    let hammer_in = &p.attacks[0];
    assert_eq!(
        hammer_in.cost,
        [
            EnergyType::Grass,
            EnergyType::Grass,
            EnergyType::Grass,
            EnergyType::Colorless
        ]
    );
    assert_eq!(
        (hammer_in.converted_cost, hammer_in.damage.as_str()),
        (4, "140")
    );
    assert_eq!(p.weaknesses[0].energy, EnergyType::Fire);
    assert_eq!(p.weaknesses[0].parsed_value().unwrap().apply(30), 60);
    assert!(p.rule_boxes.is_empty());

    // Older kinds of ability, an Ancient Trait, and an attack that costs nothing.
    assert_eq!(
        pokemon("cel25c-17_A").abilities[0].kind,
        AbilityKind::PokePower
    );
    assert_eq!(
        pokemon("cel25c-107_A").abilities[0].kind,
        AbilityKind::PokeBody
    );
    let sceptile = &pokemon("xy5-9").abilities[0];
    assert_eq!(
        (sceptile.name.as_str(), sceptile.kind),
        ("Ω Barrier", AbilityKind::AncientTrait)
    );
    let itchy_pollen = &pokemon("sv8pt5-4").attacks[0];
    assert!(itchy_pollen.cost.is_empty(), "{itchy_pollen:?}");
}

#[test]
fn tcg_1_trainers_as_printed() {
    let kind = |id: &str| {
        card(id)
            .trainer()
            .unwrap_or_else(|| panic!("{id}"))
            .kind
            .clone()
    };
    assert_eq!(kind("swsh1-169"), Some(TrainerKind::Supporter), "Marnie");
    assert_eq!(kind("swsh2-160"), Some(TrainerKind::Stadium), "Galar Mine");
    assert_eq!(
        kind("swsh1-156"),
        Some(TrainerKind::PokemonTool),
        "Air Balloon"
    );
    assert_eq!(
        kind("swsh1-159"),
        Some(TrainerKind::Item),
        "Crushing Hammer"
    );
    assert_eq!(
        kind("ecard2-119"),
        Some(TrainerKind::TechnicalMachine),
        "Darkness Cube 01"
    );
    assert_eq!(
        kind("base1-70"),
        None,
        "Clefairy Doll: a Trainer before kinds were printed"
    );
    assert_eq!(card("base1-70").trainer().unwrap().hp, Some(10));
    assert!(card("bw7-137").has_subtype("ACE SPEC"), "Computer Search");
    assert!(card("swsh1-169").rules[0].starts_with("Each player shuffles their hand"));
    let cube = card("ecard2-119").trainer().unwrap();
    assert_eq!(cube.attacks[0].name, "Plunder");
}

#[test]
fn tcg_1_basic_and_special_energy() {
    assert_eq!(
        card("base1-98").energy(),
        Some(&Energy::Basic(EnergyType::Fire))
    );
    assert_eq!(
        card("sv3pt5-207").energy(),
        Some(&Energy::Basic(EnergyType::Psychic)),
        "Basic Psychic Energy"
    );
    let aurora = card("swsh1-186");
    assert_eq!(aurora.energy(), Some(&Energy::Special { provides: vec![] }));
    assert!(aurora.rules[1].contains("provides every type of Energy"));
    assert_eq!(
        card("sv2-190").energy(),
        Some(&Energy::Special {
            provides: vec![EnergyType::Colorless]
        }),
        "Jet Energy"
    );
}

#[test]
fn tcg_11_rule_boxes_and_prize_values() {
    let lapras = pokemon("swsh1-50");
    assert_eq!((lapras.stage, lapras.prize_value), (Stage::Vmax, 3));
    assert_eq!(lapras.rule_boxes, [RuleBox::Vmax]);
    let tag_team = pokemon("sm10-20");
    assert_eq!(card("sm10-20").name, "Reshiram & Charizard-GX");
    assert_eq!(tag_team.rule_boxes, [RuleBox::TagTeam, RuleBox::Gx]);
    assert_eq!((tag_team.stage, tag_team.prize_value), (Stage::Basic, 3));
    let radiant = pokemon("swsh10-81");
    assert_eq!(radiant.rule_boxes, [RuleBox::Radiant]);
    assert_eq!(radiant.prize_value, 1);
    assert_eq!(pokemon("swsh1-1").prize_value, 2, "Celebi V");
    let mega_venusaur = pokemon("me1-3");
    assert_eq!(mega_venusaur.stage, Stage::Stage2);
    assert_eq!(mega_venusaur.rule_boxes, [RuleBox::Mega, RuleBox::LowerEx]);
    assert_eq!(
        mega_venusaur.prize_value, 3,
        "printed: Mega Evolution ex rule"
    );
    assert_eq!(pokemon("xy5-55").stage, Stage::Mega, "Primal Kyogre-EX");
    assert_eq!(pokemon("xy5-55").prize_value, 2);
    assert_eq!(
        pokemon("sm5-58").rule_boxes,
        [RuleBox::PrismStar],
        "Giratina ◇"
    );

    let by_value = |v: u8| {
        INDEX
            .cards()
            .iter()
            .filter_map(PrintedCard::pokemon)
            .filter(|p| p.prize_value == v)
            .count()
    };
    let (one, two, three) = (by_value(1), by_value(2), by_value(3));
    println!("Prize values: 1 × {one}, 2 × {two}, 3 × {three}");
    assert_eq!(one + two + three, 16_608, "no other value");
}

#[test]
fn names_find_the_earliest_printing_and_suggest() {
    let research = INDEX.find("professors research").unwrap();
    assert_eq!(
        research.id, "swshp-SWSH152",
        "the promo came out before Sword & Shield"
    );
    assert_eq!(
        research.trainer().unwrap().kind,
        Some(TrainerKind::Supporter)
    );
    assert_eq!(INDEX.find("fire energy").unwrap().id, "base1-98");
    let err = INDEX.find("Rilaboom").unwrap_err();
    assert!(
        err.to_string()
            .starts_with(r#"unknown card "Rilaboom"; closest: Rillaboom"#),
        "{err}"
    );
}

#[test]
fn tcg_2_the_theme_decks_load_and_all_but_seven_pass() {
    let decks: ThemeDecks = load_theme_decks(&data_dir()).expect("the theme decks load");
    assert_eq!(decks.decks().len(), 188);
    let mut refused = Vec::new();
    for deck in decks.decks() {
        let resolved = deck
            .resolve(&INDEX)
            .unwrap_or_else(|e| panic!("{} resolves: {e}", deck.id));
        if let Err(e) = resolved.check() {
            println!("{} ({}): {e}", deck.id, deck.name);
            refused.push((deck.id.as_str(), e));
        }
    }
    println!("{} of 188 theme decks pass TCG-2", 188 - refused.len());
    let too_many = |name: &str, count| DeckError::TooManyOfName {
        name: name.to_string(),
        count,
    };
    // As printed: two starter sets hold 61 cards, and five Diamond & Pearl decks hold more than
    // four of the Special Metal or Darkness Energy of the time, which is not basic Energy.
    assert_eq!(
        refused,
        [
            ("d-base1-1", DeckError::Size(61)),
            ("d-base4-1", DeckError::Size(61)),
            ("d-dp2-1", too_many("Metal Energy", 8)),
            ("d-dp4-2", too_many("Metal Energy", 8)),
            ("d-dp4-3", too_many("Darkness Energy", 6)),
            ("d-dp6-2", too_many("Metal Energy", 10)),
            ("d-dp7-2", too_many("Darkness Energy", 13)),
        ]
    );
}

#[test]
fn tcg_2_theme_decks_by_name_or_id() {
    let decks = load_theme_decks(&data_dir()).unwrap();
    assert_eq!(decks.find("d-swsh1-1").unwrap().name, "Rillaboom");
    assert_eq!(decks.find("galarian sirfetchd").unwrap().id, "d-swsh3-2");
    let err = decks.find("Rilaboom").unwrap_err();
    assert!(
        err.to_string()
            .starts_with(r#"TCG-2: unknown theme deck "Rilaboom"; closest: Rillaboom"#),
        "{err}"
    );

    // Its 18 Water Energy are listed under the id swsh1-0, which names no card: found by name.
    assert!(INDEX.get("swsh1-0").is_none());
    let deck = decks.find("d-swsh3-1").unwrap().resolve(&INDEX).unwrap();
    assert_eq!(deck.len(), 60);
    let water = deck.entries.iter().find(|e| e.count == 18).unwrap();
    assert_eq!(water.card.id, "base1-102", "the earliest Water Energy");
    assert!(deck.check().is_ok());
}

#[test]
fn converted_costs_agree_with_the_costs_but_for_four_free_attacks() {
    let mut disagree: Vec<&str> = INDEX
        .cards()
        .iter()
        .filter(|c| {
            c.pokemon().is_some_and(|p| {
                p.attacks
                    .iter()
                    .any(|a| a.cost.len() != usize::from(a.converted_cost))
            })
        })
        .map(|c| c.id.as_str())
        .collect();
    disagree.sort_unstable();
    // Each costs nothing as printed ("Free", or no symbol) and the data says 1.
    assert_eq!(disagree, ["me1-71", "sv10-71", "sv10-85", "sv8pt5-4"]);
}

/// TCG-18: a pool holds each name with a printing Legal in it once, as the last such printing
/// in set release order. The data set marks every printing of a name Legal where a reprint is
/// (the 2004 Rare Candy, `ex2-88`, is marked Legal in Standard), so the name means the newest.
#[test]
fn tcg_18_a_pool_holds_each_legal_name_once_as_its_newest_legal_printing() {
    use altplay_cards::names::fold;
    use altplay_cards::printed::Pool;
    for pool in Pool::ALL {
        let newest = INDEX.newest_in(pool);
        let mut last_legal = std::collections::HashMap::new();
        for (position, c) in INDEX.cards().iter().enumerate() {
            if c.legality.allows(pool) {
                last_legal.insert(fold(&c.name), position);
            }
        }
        assert_eq!(newest.len(), last_legal.len(), "{pool}: one card a name");
        for c in &newest {
            let at = INDEX.cards().iter().position(|x| x.id == c.id).unwrap();
            assert_eq!(
                last_legal[&fold(&c.name)],
                at,
                "{pool}: {} is not its newest",
                c.id
            );
        }
    }
    let standard = INDEX.newest_in(Pool::Standard);
    let candy = standard.iter().find(|c| c.name == "Rare Candy").unwrap();
    assert!(card("ex2-88").legality.allows(Pool::Standard));
    assert!(candy.legality.allows(Pool::Standard) && candy.set != "ex2");
    let sizes = Pool::ALL.map(|p| INDEX.newest_in(p).len());
    assert!(sizes[0] < sizes[1] && sizes[1] < sizes[2], "{sizes:?}");
}

/// TCG-18: a deck is checked against a pool, and the refusal names each card outside it once.
/// Rillaboom's theme deck (Sword & Shield) is Expanded but no longer Standard; its basic
/// Energy are Standard.
#[test]
fn tcg_18_a_deck_outside_the_pool_is_refused_naming_each_card() {
    use altplay_cards::printed::Pool;
    let decks = load_theme_decks(&data_dir()).unwrap();
    let deck = decks.find("d-swsh1-1").unwrap().resolve(&INDEX).unwrap();
    assert!(deck.check_pool(Pool::Expanded).is_ok());
    assert!(deck.check_pool(Pool::Unlimited).is_ok());
    let Err(DeckError::OutsidePool { pool, cards }) = deck.check_pool(Pool::Standard) else {
        panic!("a Sword & Shield deck is outside Standard");
    };
    assert_eq!(pool, Pool::Standard);
    let outside: std::collections::BTreeSet<&str> = deck
        .entries
        .iter()
        .map(|e| e.card)
        .filter(|c| !c.legality.allows(Pool::Standard))
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(cards.len(), outside.len(), "each card once: {cards:?}");
    assert!(
        cards.contains(&"Rillaboom (swsh1-15)".to_string()),
        "{cards:?}"
    );
    assert!(
        !cards.iter().any(|c| c.starts_with("Grass Energy")),
        "{cards:?}"
    );
    let message = deck.check_pool(Pool::Standard).unwrap_err().to_string();
    assert!(
        message.starts_with(&format!(
            "TCG-18: {} cards are not Legal in the standard pool: ",
            cards.len()
        )),
        "{message}"
    );
}

/// The digest `altplay cards fetch` pins is that of the data set the tests run on, so a fetched
/// set is the one the project was tested with.
#[test]
fn the_pinned_digest_is_that_of_the_shared_data_set() {
    use altplay_cards::data_set::{PINNED_DIGEST, digest};
    assert_eq!(digest(&data_dir()).unwrap(), PINNED_DIGEST);
}
