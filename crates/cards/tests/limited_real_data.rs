//! The Limited deck rules of Sealed play (TB-13) on real packs: a pool opened from the real
//! pokemon-tcg-data set (read from the shared data folder beside the checkout), and 40-card
//! decks built from it with the table's basic Energy.

mod common;

use std::sync::LazyLock;

use altplay_cards::deck::{Deck, DeckEntry, DeckError, SealedPool, plain_deck, sound_deck};
use altplay_cards::packs::{Opened, PackLayouts, open};
use altplay_cards::printed::{PrintedCard, PrintedIndex, SetList, load_cards};
use common::data_dir;

static INDEX: LazyLock<PrintedIndex> =
    LazyLock::new(|| load_cards(&data_dir()).expect("the real data loads"));
static SETS: LazyLock<SetList> =
    LazyLock::new(|| SetList::load(&data_dir()).expect("the real sets load"));

/// `packs` packs of Journey Together (sv9), a set whose every card plays.
fn opened(packs: u8, seed: u64) -> Opened {
    let info = SETS.find("sv9").expect("sv9 in the data");
    let cards: Vec<&PrintedCard> = INDEX.cards().iter().filter(|c| c.set == "sv9").collect();
    open(PackLayouts::embedded(), info, &cards, packs, seed).expect("sv9 opens")
}

fn card(id: &str) -> &'static PrintedCard {
    INDEX.get(id).unwrap_or_else(|| panic!("{id} in the data"))
}

fn grass_energy() -> &'static PrintedCard {
    (INDEX.cards().iter())
        .find(|c| c.is_basic_energy() && c.name == "Grass Energy")
        .expect("basic Grass Energy in the data")
}

/// The pool's Pokémon and Trainers, as many copies as opened, up to `take` cards, with a Basic
/// Pokémon first; then basic Energy to 40.
fn deck_from(pool: &SealedPool, take: u32) -> Deck<'static> {
    let mut entries: Vec<DeckEntry> = Vec::new();
    let mut taken = 0;
    let mut lines: Vec<(&PrintedCard, u32)> = pool.iter().map(|(id, &n)| (card(id), n)).collect();
    lines.sort_by_key(|(c, _)| !c.is_basic_pokemon());
    for (c, n) in lines.into_iter().filter(|(c, _)| !c.is_basic_energy()) {
        let count = n.min(take - taken);
        if count == 0 {
            break;
        }
        entries.push(DeckEntry { card: c, count });
        taken += count;
    }
    entries.push(DeckEntry {
        card: grass_energy(),
        count: 40 - taken,
    });
    Deck { entries }
}

#[test]
fn tb_13_a_40_card_deck_of_the_pool_and_basic_energy_is_legal_where_tcg_2_is_not() {
    let pool = opened(6, 1).pool();
    assert_eq!(pool.values().sum::<u32>(), 60, "six packs of ten");
    let deck = deck_from(&pool, 22);
    assert_eq!(deck.len(), 40);
    assert!(deck.cards().any(PrintedCard::is_basic_pokemon));
    assert_eq!(deck.check_limited(&pool), Ok(()));
    assert_eq!(
        deck.check(),
        Err(DeckError::Size(40)),
        "a Constructed deck has 60"
    );
}

#[test]
fn tb_13_a_deck_of_39_cards_is_refused() {
    let pool = opened(6, 1).pool();
    let mut deck = deck_from(&pool, 22);
    deck.entries.last_mut().unwrap().count -= 1;
    let error = deck.check_limited(&pool).unwrap_err();
    assert_eq!(error, DeckError::LimitedSize(39));
    assert_eq!(
        error.to_string(),
        "TB-13: a Limited deck has exactly 40 cards; this one has 39"
    );
}

/// A card of another set, and one more copy of a pool card than was opened: each named with
/// how many were opened.
#[test]
fn tb_13_a_card_not_in_the_pool_or_beyond_its_copies_is_refused_naming_each() {
    let pool = opened(6, 1).pool();
    let mut deck = deck_from(&pool, 20);
    let first = deck.entries[0];
    deck.entries[0].count += 1;
    deck.entries.insert(
        0,
        DeckEntry {
            card: card("sv1-1"),
            count: 1,
        },
    );
    deck.entries.last_mut().unwrap().count -= 2;
    let error = deck.check_limited(&pool).unwrap_err();
    let DeckError::NotInPool(named) = &error else {
        panic!("{error}");
    };
    let opened = pool[&first.card.id];
    assert_eq!(
        named,
        &[
            format!("1 × {} (sv1-1), 0 opened", card("sv1-1").name),
            format!(
                "{} × {} ({}), {opened} opened",
                opened + 1,
                first.card.name,
                first.card.id
            ),
        ]
    );
    assert!(
        error
            .to_string()
            .starts_with("TB-13: only cards from your pool")
    );
}

/// Any number of copies of a name the pool holds: 36 packs open some Common five times or more,
/// and a deck may play them all.
#[test]
fn tb_13_any_number_of_copies_of_a_card_opened() {
    let pool = opened(36, 3).pool();
    let (id, &copies) = (pool.iter())
        .filter(|(id, _)| card(id).is_basic_pokemon())
        .max_by_key(|&(_, &n)| n)
        .expect("Basic Pokémon opened");
    assert!(copies > 4, "{copies} copies of {id}");
    let deck = Deck {
        entries: vec![
            DeckEntry {
                card: card(id),
                count: copies,
            },
            DeckEntry {
                card: grass_energy(),
                count: 40 - copies,
            },
        ],
    };
    assert_eq!(deck.check_limited(&pool), Ok(()));
}

/// The limits a card's own text prints stay: two ACE SPEC cards, even both opened, and a deck
/// with no Basic Pokémon.
#[test]
fn tb_13_printed_limits_and_a_basic_pokemon_still_hold() {
    let ace = card("sv5-157");
    assert!(ace.has_subtype("ACE SPEC"), "{} is an ACE SPEC", ace.name);
    let basic = card("sv9-1");
    assert!(basic.is_basic_pokemon());
    let pool = SealedPool::from([(ace.id.clone(), 2), (basic.id.clone(), 1)]);
    let deck = |entries: Vec<DeckEntry<'static>>| Deck { entries };
    let two_aces = deck(vec![
        DeckEntry {
            card: ace,
            count: 2,
        },
        DeckEntry {
            card: basic,
            count: 1,
        },
        DeckEntry {
            card: grass_energy(),
            count: 37,
        },
    ]);
    assert_eq!(two_aces.check_limited(&pool), Err(DeckError::AceSpec(2)));
    let no_basic = deck(vec![
        DeckEntry {
            card: ace,
            count: 1,
        },
        DeckEntry {
            card: grass_energy(),
            count: 39,
        },
    ]);
    assert_eq!(
        no_basic.check_limited(&pool),
        Err(DeckError::NoBasicPokemon)
    );
}

/// Pools of the three sets that open now, five seeds each.
fn pools() -> Vec<(String, SealedPool)> {
    let mut out = Vec::new();
    for set in ["sv9", "zsv10pt5", "rsv10pt5"] {
        let info = SETS.find(set).expect("a set of the data");
        let cards: Vec<&PrintedCard> = INDEX.cards().iter().filter(|c| c.set == set).collect();
        for seed in 1..=5 {
            let opened = open(PackLayouts::embedded(), info, &cards, 6, seed).expect("opens");
            out.push((format!("{set} seed {seed}"), opened.pool()));
        }
    }
    out
}

/// How many basic Energy cards a deck holds.
fn energy_count(deck: &Deck) -> u32 {
    deck.cards().filter(|c| c.is_basic_energy()).count() as u32
}

/// Both builders give a legal Limited deck from every pool, the same from the same pool.
#[test]
fn tb_13_both_builders_build_a_legal_40_card_deck_from_real_pools() {
    for (what, pool) in pools() {
        for (name, build) in [
            ("sound", sound_deck as fn(_, _) -> _),
            ("plain", plain_deck),
        ] {
            let deck: Deck = build(&pool, &INDEX);
            assert_eq!(deck.check_limited(&pool), Ok(()), "{name}, {what}");
            assert_eq!(deck, build(&pool, &INDEX), "{name}, {what}: the same pool");
        }
        assert_eq!(energy_count(&plain_deck(&pool, &INDEX)), 17, "{what}");
    }
}

/// The AI's deck: its Pokémon of two types (Colorless aside); every evolved Pokémon with the
/// Pokémon it evolves from, and never more copies evolving from a name than of the name; at least
/// 14 Energy (more only where the pool lacks Trainers that help), of at most two types, each a
/// type its Pokémon's attacks ask for; no Trainer that helps only another owner's Pokémon.
#[test]
fn tb_13_the_ai_builder_keeps_two_types_whole_lines_and_fitted_energy() {
    use std::collections::{BTreeMap, BTreeSet};
    for (what, pool) in pools() {
        let deck = sound_deck(&pool, &INDEX);
        let mut copies: BTreeMap<&str, u32> = BTreeMap::new();
        let mut evolving: BTreeMap<&str, u32> = BTreeMap::new();
        let mut types: BTreeSet<&str> = BTreeSet::new();
        let mut asked: BTreeSet<&str> = BTreeSet::new();
        for card in deck.cards() {
            *copies.entry(&card.name).or_default() += 1;
            let Some(p) = card.pokemon() else { continue };
            types.extend(
                p.types
                    .iter()
                    .map(|t| t.as_str())
                    .filter(|t| *t != "Colorless"),
            );
            asked.extend(
                p.attacks
                    .iter()
                    .flat_map(|a| a.cost.iter().map(|t| t.as_str())),
            );
            if let Some(from) = &p.evolves_from {
                *evolving.entry(from).or_default() += 1;
            }
        }
        assert!(types.len() <= 2, "{what}: {types:?}");
        for (from, n) in evolving {
            let below = copies.get(from).copied().unwrap_or(0);
            assert!(n <= below, "{what}: {n} evolve from {below} {from}");
        }
        assert!(
            energy_count(&deck) >= 14,
            "{what}: {} Energy",
            energy_count(&deck)
        );
        let energy_types: BTreeSet<&str> = (deck.cards())
            .filter(|c| c.is_basic_energy())
            .map(|c| c.name.as_str())
            .collect();
        assert!(energy_types.len() <= 2, "{what}: {energy_types:?}");
        for card in deck.cards().filter(|c| c.trainer().is_some()) {
            let text = card.rules.join(" ");
            for owner in [
                "Hop's",
                "N's",
                "Lillie's",
                "Team Rocket's",
                "Ethan's",
                "Misty's",
            ] {
                let has = deck
                    .cards()
                    .any(|c| c.name.starts_with(owner) && c.pokemon().is_some());
                assert!(
                    has || !text.contains(&format!("{owner} Pokémon")),
                    "{what}: {} helps only {owner} Pokémon, which the deck has none of",
                    card.name
                );
            }
        }
        for card in deck.cards().filter(|c| c.is_basic_energy()) {
            let t = card
                .name
                .trim_end_matches(" Energy")
                .trim_start_matches("Basic ");
            assert!(
                asked.contains(t),
                "{what}: {} asked by no attack of {asked:?}",
                card.name
            );
        }
    }
}
