//! TCG-20 on the real pokemon-tcg-data set, read from the shared data folder beside the checkout
//! (these tests fail without it, like the crate's other real-data tests).

use std::path::Path;
use std::sync::LazyLock;

use super::*;
use crate::deck::{read_any_decklist, read_decklist};
use crate::printed::load_cards;

/// The real cards and set codes, loaded once for the whole test binary.
static DATA: LazyLock<(PrintedIndex, SetCodes)> = LazyLock::new(|| {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data");
    assert!(
        dir.join("cards/en").is_dir(),
        "the real card data is missing: expected a pokemon-tcg-data checkout at {}",
        dir.display()
    );
    let index = load_cards(&dir).expect("the real cards load");
    let sets = SetCodes::load(&dir).expect("the real set codes load");
    (index, sets)
});

fn read(text: &str) -> Result<Deck<'static>, DeckError> {
    read_deck_text("deck.txt", text, &DATA.0, &DATA.1)
}

/// Each entry's card id and count.
fn ids(text: &str) -> Vec<(String, u32)> {
    let deck = read(text).unwrap_or_else(|e| panic!("{e}"));
    deck.entries
        .iter()
        .map(|e| (e.card.id.clone(), e.count))
        .collect()
}

/// The one card a one-line list gives.
fn one(line: &str) -> String {
    match &ids(line)[..] {
        [(id, _)] => id.clone(),
        other => panic!("{other:?}"),
    }
}

/// The refusal of `text`: (line, column, message).
fn refusal(text: &str) -> (usize, usize, String) {
    match read(text) {
        Err(DeckError::Data(e)) => (e.line, e.column, e.message),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn pairs(list: &[(&str, u32)]) -> Vec<(String, u32)> {
    list.iter().map(|&(id, n)| (id.to_string(), n)).collect()
}

/// A Charizard ex deck of 2024 as PTCG Live exports it.
const CHARIZARD: &str = "Pokémon: 17
3 Charmander PAF 7
1 Charmander MEW 4
1 Charmeleon PAF 8
3 Charizard ex OBF 125
2 Pidgey MEW 16
2 Pidgeot ex OBF 164
1 Rotom V CRZ 45
1 Lumineon V BRS 40
1 Radiant Charizard CRZ 20
1 Manaphy BRS 41
1 Fezandipiti ex SFA 38

Trainer: 30
4 Arven OBF 186
3 Iono PAL 185
2 Boss's Orders PAL 172
1 Professor's Research SVI 189
4 Rare Candy SVI 191
4 Ultra Ball SVI 196
3 Nest Ball SVI 181
2 Buddy-Buddy Poffin TEF 144
1 Super Rod PAL 188
1 Lost Vacuum CRZ 135
1 Counter Catcher PAR 160
1 Forest Seal Stone SIT 156
1 Defiance Band SVI 169
1 Collapsed Stadium BRS 137
1 Artazon PAL 171

Energy: 13
11 Basic {R} Energy SVE 2
2 Jet Energy PAL 190

Total Cards: 60
";

#[test]
fn tcg_20_a_ptcg_live_export_of_a_standard_deck() {
    let deck = read(CHARIZARD).unwrap();
    let got: Vec<(&str, u32)> = deck
        .entries
        .iter()
        .map(|e| (e.card.id.as_str(), e.count))
        .collect();
    assert_eq!(
        got,
        [
            ("sv4pt5-7", 3),
            ("sv3pt5-4", 1),
            ("sv4pt5-8", 1),
            ("sv3-125", 3),
            ("sv3pt5-16", 2),
            ("sv3-164", 2),
            ("swsh12pt5-45", 1),
            ("swsh9-40", 1),
            ("swsh12pt5-20", 1),
            ("swsh9-41", 1),
            ("sv6pt5-38", 1),
            ("sv3-186", 4),
            ("sv2-185", 3),
            ("sv2-172", 2),
            ("sv1-189", 1),
            ("sv1-191", 4),
            ("sv1-196", 4),
            ("sv1-181", 3),
            ("sv5-144", 2),
            ("sv2-188", 1),
            ("swsh12pt5-135", 1),
            ("sv4-160", 1),
            ("swsh12-156", 1),
            ("sv1-169", 1),
            ("swsh9-137", 1),
            ("sv2-171", 1),
            ("sve-2", 11),
            ("sv2-190", 2),
        ]
    );
    // PTCG Live writes "Boss's Orders" for the card the data names "Boss's Orders (Ghetsis)".
    assert_eq!(deck.entries[13].card.name, "Boss's Orders (Ghetsis)");
    assert!(deck.entries[26].card.is_basic_energy());
    assert_eq!(deck.len(), 60);
    assert_eq!(deck.check(), Ok(()));
}

#[test]
fn tcg_20_a_limitless_list_with_promos_subsets_and_padded_numbers() {
    let text = "Pokemon (8)
1 Charmander SVP 47
1 Charmander PR-SV 47
1 Charmander obf 026
1 Charmander PR-SW 92
1 Umbreon V BRS TG22
1 Bibarel CRZ-GG 25
1 Lapras CRZ GG05
1 Rowlet SMP SM01
Trainers (2)
1 Boss's Orders BRS 132
1 Professor's Research SSH 178
Energy (2)
1 Basic Psychic Energy SVE 5
1 Mew CEL 11
";
    assert_eq!(
        ids(text),
        pairs(&[
            ("svp-47", 1),
            ("svp-47", 1),
            ("sv3-26", 1),
            ("swshp-SWSH092", 1),
            ("swsh9tg-TG22", 1),
            ("swsh12pt5gg-GG25", 1),
            ("swsh12pt5gg-GG05", 1),
            ("smp-SM01", 1),
            ("swsh9-132", 1),
            ("swsh1-178", 1),
            ("sve-5", 1),
            ("cel25-11", 1),
        ])
    );
}

#[test]
fn tcg_20_an_old_ptcgo_export() {
    let text = "****** Pokémon Trading Card Game Deck List ******

##Pokémon - 2

* 2 Pikachu XY 42

##Trainer Cards - 4

* 4 Professor Sycamore XY 122

##Energy - 12

* 4 Fire Energy Energy 2
* 4 Psychic Energy XYEnergy 8
* 4 Lightning Energy SUM 167

Total Cards - 18

****** Deck List Generated by the Pokémon TCG Online www.pokemon.com/TCGO ******
";
    assert_eq!(
        ids(text),
        pairs(&[
            ("xy1-42", 2),
            ("xy1-122", 4),
            ("base1-98", 4),
            ("base1-101", 4),
            ("sm1-167", 4),
        ])
    );
}

#[test]
fn tcg_20_basic_energy_in_every_usual_spelling() {
    for line in [
        "1 Fire Energy",
        "1 Basic {R} Energy",
        "1 {R} Energy",
        "1 fire energy",
        "1 Basic Fire Energy Energy",
    ] {
        assert_eq!(one(line), "base1-98", "{line}");
    }
    // A name some basic Energy card has keeps its earliest printing, as names do.
    assert_eq!(one("1 Basic Fire Energy"), "sve-2");
    assert_eq!(one("1 Basic {Y} Energy"), "xy1-140");
    // A set and number that name a basic Energy of the type keep that card.
    assert_eq!(one("1 Basic {R} Energy SVE 2"), "sve-2");
    assert_eq!(one("1 Fire Energy SVE 02"), "sve-2");
    assert_eq!(one("1 Basic Lightning Energy SUM 167"), "sm1-167");
    // …and one of another type is refused.
    let (line, column, message) = refusal("1 Metal Energy SVE 2");
    assert_eq!((line, column), (1, 3));
    assert_eq!(
        message,
        r#"SVE 2 is "Basic Fire Energy" (sve-2), not "Metal Energy""#
    );
    // A number the code does not have gives the type's card (PTCGO numbered Energy its own way).
    assert_eq!(one("1 Psychic Energy SUM 999"), "base1-101");
}

#[test]
fn tcg_20_metal_energy_is_basic_metal_never_the_special_one() {
    let (index, _) = &*DATA;
    assert_eq!(
        index.find("Metal Energy").unwrap().id,
        "neo1-19",
        "the data's trap"
    );
    assert_eq!(index.find("Darkness Energy").unwrap().id, "neo1-104");
    let deck = read("10 Metal Energy\n10 Darkness Energy\n").unwrap();
    assert_eq!(deck.entries[0].card.id, "dp1-130");
    assert_eq!(deck.entries[1].card.id, "dp1-129");
    assert!(deck.cards().all(|c| c.is_basic_energy()));
    // The Special one by its own set and number.
    assert_eq!(one("1 Darkness Energy CL 86"), "col1-86");
    assert!(!DATA.0.get("col1-86").unwrap().is_basic_energy());
}

#[test]
fn tcg_20_a_section_count_that_disagrees_is_refused() {
    let text = "Pokémon: 3\n2 Pikachu SVP 27\n\nTrainer: 1\n1 Switch\n";
    let (line, column, message) = refusal(text);
    assert_eq!((line, column), (1, 1));
    assert_eq!(message, r#""Pokémon: 3" says 3 cards but its lines list 2"#);

    // The last section ends with the text; a total counts every line.
    let (line, _, message) = refusal("Energy: 4\n3 Fire Energy\n");
    assert_eq!(
        (line, message.as_str()),
        (1, r#""Energy: 4" says 4 cards but its lines list 3"#)
    );
    let text = "Energy: 3\n3 Fire Energy\nTrainer: 2\n2 Switch\nTotal Cards: 4\n";
    let (line, _, message) = refusal(text);
    assert_eq!(
        (line, message.as_str()),
        (5, r#""Total Cards: 4" says 4 cards but its lines list 5"#)
    );
    // Agreeing counts, and a heading without one.
    let ok = "Pokémon: 2\n2 Pikachu SVP 27\nTrainer:\n1 Switch\nTotal Cards: 3\n";
    assert_eq!(ids(ok).len(), 2);
}

#[test]
fn tcg_20_an_unknown_set_code_gives_the_closest_codes() {
    let (line, column, message) = refusal("Pokémon: 4\n4 Charizard ex OBX 125\n");
    assert_eq!((line, column), (2, 16));
    assert_eq!(message, r#"unknown set code "OBX"; closest: OBF"#);
    let (_, column, _) = refusal("1 Flabébé OBX 1\n");
    assert_eq!(column, 11, "columns count characters");
    let (_, _, message) = refusal("1 Pikachu pr-sx 27\n");
    assert_eq!(
        message,
        r#"unknown set code "pr-sx"; closest: PR-SM, PR-SW, PR-SV"#
    );
}

#[test]
fn tcg_20_an_unknown_name_gives_the_closest_names() {
    let (line, column, message) = refusal("\n\n4 Charizrd ex\n");
    assert_eq!((line, column), (3, 3));
    assert!(
        message.starts_with(r#"unknown card "Charizrd ex"; closest: Charizard ex"#),
        "{message}"
    );
    let (_, _, message) = refusal("1 Charizard ex OBF 999\n");
    assert_eq!(message, r#"no card numbered "999" in OBF (sv3)"#);
    let (_, column, message) = refusal("1 Charizrd ex OBF 999\n");
    assert_eq!(column, 19);
    assert!(
        message.starts_with(r#"no card numbered "999" in OBF (sv3); closest: Charizard ex"#),
        "{message}"
    );
}

#[test]
fn tcg_20_a_name_the_set_and_number_disagree_with_is_refused() {
    let (line, column, message) = refusal("4 Arven OBF 186\n4 Pikachu OBF 125\n");
    assert_eq!((line, column), (2, 3));
    assert_eq!(
        message,
        r#"OBF 125 is "Charizard ex" (sv3-125), not "Pikachu""#
    );
    // A code shared by a set and its subset: the name picks the card (CEL 15 is five cards).
    assert_eq!(one("1 Venusaur CEL 15"), "cel25c-15_A1");
    assert_eq!(one("1 Claydol CEL 15"), "cel25c-15_A4");
}

#[test]
fn tcg_20_crlf_bom_tabs_and_a_star_read_as_plain_lines() {
    let text =
        "\u{feff}Pokémon: 1\r\n* 1 Pikachu\tSVP\t27\r\n\r\nTrainer: 4\r\n4 Arven  OBF 186\r\n";
    assert_eq!(ids(text), pairs(&[("svp-27", 1), ("sv3-186", 4)]));
    let (line, ..) = refusal("\u{feff}Pokémon: 1\r\n\r\n1 Pikachuu\r\n");
    assert_eq!(line, 3, "line numbers count CRLF lines once");
}

#[test]
fn tcg_20_lines_are_not_merged() {
    let text = "2 Arven OBF 186\n2 Arven OBF 186\n";
    assert_eq!(ids(text), pairs(&[("sv3-186", 2), ("sv3-186", 2)]));
}

#[test]
fn tcg_20_garbage_lines_are_refused_with_their_line() {
    let cases: &[(&str, usize, &str)] = &[
        (
            "hello world",
            1,
            "cannot read \"hello world\": a card line is COUNT NAME",
        ),
        ("Arven", 1, r#""Arven" has no count: write it as "1 Arven""#),
        ("Pokémon: 1\n4", 2, "count 4 with no card after it"),
        ("0 Arven", 1, "a card line lists at least 1 copy, not 0"),
        (
            "99999999999 Arven",
            1,
            "count 99999999999 is too large (at most 4294967295)",
        ),
        (
            "Pokémon: 99999999999999999999999",
            1,
            "count 99999999999999999999999 is too large",
        ),
        ("*", 1, "cannot read \"*\""),
        ("４ Arven", 1, "cannot read \"４ Arven\""),
    ];
    for &(text, line, start) in cases {
        let (at, _, message) = refusal(text);
        assert_eq!(at, line, "{text:?}: {message}");
        assert!(message.starts_with(start), "{text:?}: {message}");
    }
    // Whatever the bytes, an answer and no panic; a huge name is refused without suggestions.
    let huge = format!("4 {}", "é".repeat(100_000));
    let (_, column, message) = refusal(&huge);
    assert_eq!((column, message.len()), (3, 200_015));
    let (_, column, _) = refusal(&format!("Energy: 1\n4 {}", "é ".repeat(200_000)));
    assert_eq!(column, 3, "a line of many words is read in one pass");
    for text in [
        "\0",
        "4 \u{10FFFF}",
        "Pokémon:",
        ": 4",
        "4 Arven OBF",
        "4 Arven OBF 186 186",
        "4 \u{feff} OBF 1",
        "\r\r\n\n",
        &"4 Arven OBF 186\n".repeat(2_000),
        "4294967295 Arven OBF 186\n4294967295 Arven OBF 186\nTotal Cards: 1",
    ] {
        let _ = read(text);
    }
    // Counts saturate in the sum: a total of u64's size is not matched by accident.
    let (line, ..) = refusal("4294967295 Fire Energy\nTotal Cards: 4294967295\n1 Fire Energy\n");
    assert_eq!(line, 2);
}

#[test]
fn tcg_20_read_any_decklist_takes_toml_or_text() {
    let (index, sets) = &*DATA;
    let toml =
        "[[cards]]\ncard = \"sv3-125\"\ncount = 3\n\n[[cards]]\ncard = \"Arven\"\ncount = 4\n";
    let text = "3 Charizard ex OBF 125\n4 Arven\n";
    let from_toml = read_any_decklist("deck", toml, index, sets).unwrap();
    let from_text = read_any_decklist("deck", text, index, sets).unwrap();
    assert_eq!(from_toml, read_decklist("deck", toml, index).unwrap());
    assert_eq!(from_text, read(text).unwrap());
    assert_eq!(from_toml, from_text);
    let err = read_any_decklist("deck", "[[cards]]\ncard = 4\n", index, sets).unwrap_err();
    assert!(err.to_string().contains("field `card`"), "{err}");
}

/// TCG-20 written: every theme deck of the data set, written as text and read back, is the
/// same cards in the same counts (a printing listed twice, once, with its counts added), in the
/// order listed within each section, each the same printing where its set has a code (by name
/// where it has none).
#[test]
fn tcg_20_every_theme_deck_written_as_text_reads_back_as_itself() {
    use crate::printed::Supertype;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data");
    let decks = crate::deck::load_theme_decks(&dir).expect("the theme decks load");
    let section = |t: Supertype| {
        [Supertype::Pokemon, Supertype::Trainer, Supertype::Energy]
            .iter()
            .position(|&s| s == t)
    };
    let (mut decks_written, mut by_printing) = (0, 0);
    for theme in decks.decks() {
        let Ok(deck) = theme.resolve(&DATA.0) else {
            continue;
        };
        decks_written += 1;
        let text = write_deck_text(&deck, &DATA.1);
        let back = read(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", theme.id));
        let mut expected = super::write::merged(deck.entries.iter());
        expected.sort_by_key(|e| section(e.card.supertype()));
        assert_eq!(back.entries.len(), expected.len(), "{}\n{text}", theme.id);
        for (want, got) in expected.iter().zip(&back.entries) {
            let (want_card, got_card) = (want.card, got.card);
            assert_eq!(got.count, want.count, "{}: {}", theme.id, want_card.id);
            if DATA.1.code_of(&want_card.set).is_some() {
                assert_eq!(got_card.id, want_card.id, "{}\n{text}", theme.id);
                by_printing += 1;
            } else {
                assert_eq!(got_card.name, want_card.name, "{}", theme.id);
            }
        }
    }
    assert!(decks_written > 100, "{decks_written} decks written");
    assert!(
        by_printing > 1_000,
        "{by_printing} cards checked by printing"
    );
}

/// TCG-20 written: the export's form, sections with their counts, set codes and numbers.
#[test]
fn tcg_20_a_deck_is_written_in_the_export_form() {
    let text = "Pokémon: 4\n3 Charizard ex OBF 125\n1 Pidgey\n\nTrainer: 2\n2 Arven OBF 186\n\n\
                Energy: 6\n6 Basic {R} Energy SVE 2\n";
    let written = write_deck_text(&read(text).unwrap(), &DATA.1);
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(lines[0], "Pokémon: 4");
    assert_eq!(lines[1], "3 Charizard ex OBF 125");
    assert!(
        lines[2].starts_with("1 Pidgey ") && lines[3].is_empty(),
        "{written}"
    );
    assert_eq!(lines[4..7], ["Trainer: 2", "2 Arven OBF 186", ""]);
    assert_eq!(
        lines[7..],
        [
            "Energy: 6",
            "6 Basic Fire Energy SVE 2",
            "",
            "Total Cards: 12"
        ]
    );
}

/// TCG-20's rule for basic Energy holds in a TOML decklist too: "Darkness Energy" and "Metal
/// Energy" are basic, never the old Special Energy of those names.
#[test]
fn tcg_20_a_toml_decklist_names_basic_energy_by_type_too() {
    let toml = "[[cards]]\ncard = \"Darkness Energy\"\ncount = 2\n\n\
                [[cards]]\ncard = \"Metal Energy\"\ncount = 2\n";
    let deck = read_decklist("deck.toml", toml, &DATA.0).unwrap();
    let energy: Vec<_> = deck.entries.iter().map(|e| e.card.energy()).collect();
    assert_eq!(
        energy,
        [
            Some(&crate::printed::Energy::Basic(
                crate::printed::EnergyType::Darkness
            )),
            Some(&crate::printed::Energy::Basic(
                crate::printed::EnergyType::Metal
            )),
        ]
    );
    // An id still names exactly its card, the Special one included.
    let special = read_decklist(
        "deck.toml",
        "[[cards]]\ncard = \"neo1-104\"\ncount = 1\n",
        &DATA.0,
    );
    assert!(!special.unwrap().entries[0].card.is_basic_energy());
}

/// TCG-18: a name alone means its newest printing, in decklist text, a TOML decklist and a card
/// query alike: "Rare Candy" is the 2025 card, not the 2003 one (`ex2-88`) whose old wording
/// the engine does not read. Basic Energy stays the basic card of its type.
#[test]
fn tcg_18_a_name_alone_means_its_newest_printing() {
    let newest = DATA.0.named("Rare Candy").last().unwrap();
    assert_eq!(newest.set, "me1", "the newest set printing it");
    assert_eq!(one("4 Rare Candy"), newest.id);
    assert_eq!(DATA.0.find_card("rare candy").unwrap().id, newest.id);
    let toml = "[[cards]]\ncard = \"Rare Candy\"\ncount = 4\n";
    let deck = read_decklist("deck.toml", toml, &DATA.0).unwrap();
    assert_eq!(deck.entries[0].card.id, newest.id);
    // Named with its set, a card is that printing.
    assert_eq!(one("4 Rare Candy PAF 89"), "sv4pt5-89");
    assert!(DATA.0.find_card("Metal Energy").unwrap().is_basic_energy());
}
