//! Set codes as decklists write them (TCG-20): the PTCGO / PTCG Live code of `sets/en.json`
//! (`OBF` → sv3) and the other spellings people paste, each to the set ids it names.
//!
//! A code may name several sets: the data splits a subset off its main set under the same code
//! (`BRS` is swsh9 and its Trainer Gallery swsh9tg, `CRZ` swsh12pt5 and swsh12pt5gg, `HIF`
//! sm115 and sma, `SHF`, `CEL`, `ASR`, `LOR`, `SIT`); the collector number tells them apart.

use std::collections::HashMap;
use std::path::Path;

use super::{LoadError, SetList};

/// Codes the data does not list but decklists write, each added when its set is in the data and
/// the data gives the code to no set. Limitless writes the Black Star Promos as `SVP`, `SP`,
/// `SMP`, `XYP`, `BWP`, `HSP`, `DPP`, `NP` and `WBSP` where PTCG Live writes `PR-SV`, `PR-SW`,
/// `PR-SM`… (the data's codes); `SWSHP` is the promo set's own id in upper case. The sets the
/// data gives no code (Southern Islands, Pokémon Rumble, POP Series) get Limitless's codes; the
/// trainer kits and McDonald's Collections have none anyone writes, and stay without.
const ALIASES: &[(&str, &str)] = &[
    ("SVP", "svp"),
    ("SP", "swshp"),
    ("SWSHP", "swshp"),
    ("SMP", "smp"),
    ("XYP", "xyp"),
    ("BWP", "bwp"),
    ("PR-BW", "bwp"),
    ("HSP", "hsp"),
    ("DPP", "dpp"),
    ("NP", "np"),
    ("WBSP", "basep"),
    ("SI", "si1"),
    ("RM", "ru1"),
    ("POP1", "pop1"),
    ("POP2", "pop2"),
    ("POP3", "pop3"),
    ("POP4", "pop4"),
    ("POP5", "pop5"),
    ("POP6", "pop6"),
    ("POP7", "pop7"),
    ("POP8", "pop8"),
    ("POP9", "pop9"),
];

/// How many codes an unknown-code error suggests, and how alike (Jaro–Winkler) they must be.
const SUGGESTIONS: usize = 3;
const MIN_SIMILARITY: f64 = 0.7;

/// Set code → set ids. Codes are compared without case (`obf` is `OBF`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetCodes {
    /// Upper-case code → its sets, in the order first given.
    by_code: HashMap<String, Vec<String>>,
    /// Distinct upper-case codes in the order first given, so suggestions are deterministic.
    codes: Vec<String>,
}

impl SetCodes {
    /// The codes of the pokemon-tcg-data layout at `dir` ([`SetCodes::of`] its sets).
    pub fn load(dir: &Path) -> Result<SetCodes, LoadError> {
        Ok(SetCodes::of(&SetList::load(dir)?))
    }

    /// The codes of `list`: every set's `ptcgoCode`, then the [`ALIASES`] whose sets it holds.
    pub fn of(list: &SetList) -> SetCodes {
        let mut codes = Self::from_pairs(
            (list.sets.iter()).filter_map(|s| Some((s.code.as_deref()?, s.id.as_str()))),
        );
        for &(alias, set) in ALIASES {
            let known = list.sets.iter().any(|s| s.id == set);
            if known && codes.sets(alias).is_empty() {
                codes.add(alias, set);
            }
        }
        codes
    }

    /// Exactly these (code, set id) pairs, no aliases (for tests and other data).
    pub fn from_pairs<'p>(pairs: impl IntoIterator<Item = (&'p str, &'p str)>) -> SetCodes {
        let mut codes = SetCodes::default();
        for (code, set) in pairs {
            codes.add(code, set);
        }
        codes
    }

    fn add(&mut self, code: &str, set: &str) {
        let code = code.trim().to_ascii_uppercase();
        if code.is_empty() {
            return;
        }
        let sets = self.by_code.entry(code.clone()).or_default();
        if sets.is_empty() {
            self.codes.push(code);
        }
        if !sets.iter().any(|s| s == set) {
            sets.push(set.to_string());
        }
    }

    /// The set ids `code` names (none for an unknown code), main set first.
    pub fn sets(&self, code: &str) -> &[String] {
        self.by_code
            .get(&code.to_ascii_uppercase())
            .map_or(&[], Vec::as_slice)
    }

    /// The code a decklist writes for set `set`: the first given for it (the data's own before
    /// an alias), or `None` for a set no code names.
    pub fn code_of(&self, set: &str) -> Option<&str> {
        self.codes
            .iter()
            .find(|code| self.by_code[*code].iter().any(|s| s == set))
            .map(String::as_str)
    }

    /// Up to three known codes closest to `code`, best first.
    pub fn closest(&self, code: &str) -> Vec<String> {
        let code = code.to_ascii_uppercase();
        let mut scored: Vec<(f64, &String)> = self
            .codes
            .iter()
            .map(|c| (strsim::jaro_winkler(&code, c), c))
            .filter(|&(score, _)| score >= MIN_SIMILARITY)
            .collect();
        // Stable: equal scores keep the data's order.
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        scored
            .into_iter()
            .take(SUGGESTIONS)
            .map(|(_, c)| c.clone())
            .collect()
    }

    /// How many distinct codes.
    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcg_data::tests::layout;

    const SETS: &str = r#"[
        {"id": "sv3", "name": "Obsidian Flames", "series": "Scarlet & Violet", "ptcgoCode": "OBF"},
        {"id": "swsh9", "name": "Brilliant Stars", "series": "Sword & Shield", "ptcgoCode": "BRS"},
        {"id": "swsh9tg", "name": "Brilliant Stars Trainer Gallery", "series": "Sword & Shield", "ptcgoCode": "BRS"},
        {"id": "svp", "name": "Scarlet & Violet Black Star Promos", "series": "Scarlet & Violet", "ptcgoCode": "PR-SV"},
        {"id": "si1", "name": "Southern Islands", "series": "Other"},
        {"id": "pop1", "name": "POP Series 1", "series": "POP", "ptcgoCode": null}
    ]"#;

    #[test]
    fn tcg_20_codes_come_from_the_data_with_the_aliases_people_write() {
        let codes = SetCodes::load(layout(Some(SETS), &[]).path()).unwrap();
        assert_eq!(codes.sets("OBF"), ["sv3"]);
        assert_eq!(codes.sets("obf"), ["sv3"], "case does not matter");
        assert_eq!(codes.sets("BRS"), ["swsh9", "swsh9tg"]);
        assert_eq!(codes.sets("PR-SV"), ["svp"]);
        assert_eq!(codes.sets("SVP"), ["svp"]);
        assert_eq!(codes.sets("SI"), ["si1"]);
        assert_eq!(codes.sets("POP1"), ["pop1"]);
        assert!(
            codes.sets("SMP").is_empty(),
            "no alias for a set not in the data"
        );
        assert!(codes.sets("XYZ").is_empty());
        assert_eq!(codes.len(), 6);
        assert_eq!(codes.closest("OBX"), ["OBF"]);
    }

    #[test]
    fn tcg_20_the_real_codes_with_the_promo_aliases() {
        let dir =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/pokemon-tcg-data");
        let codes = SetCodes::load(&dir).expect("the real sets/en.json loads");
        let cases: &[(&str, &[&str])] = &[
            ("OBF", &["sv3"]),
            ("PR-SV", &["svp"]),
            ("SVP", &["svp"]),
            ("SVE", &["sve"]),
            ("PR-SW", &["swshp"]),
            ("SWSHP", &["swshp"]),
            ("SP", &["swshp"]),
            ("PR-SM", &["smp"]),
            ("SMP", &["smp"]),
            ("PR-XY", &["xyp"]),
            ("XYP", &["xyp"]),
            ("PR-BLW", &["bwp"]),
            ("BWP", &["bwp"]),
            ("PR-HS", &["hsp"]),
            ("HSP", &["hsp"]),
            ("PR-DPP", &["dpp"]),
            ("DPP", &["dpp"]),
            ("NP", &["np"]),
            ("PR", &["basep"]),
            ("WBSP", &["basep"]),
            ("SV", &["pl3"]),
            ("BRS", &["swsh9", "swsh9tg"]),
            ("CRZ", &["swsh12pt5", "swsh12pt5gg"]),
            ("HIF", &["sm115", "sma"]),
            ("SI", &["si1"]),
            ("RM", &["ru1"]),
            ("POP9", &["pop9"]),
            ("MEG", &["me1"]),
        ];
        for &(code, sets) in cases {
            assert_eq!(codes.sets(code), sets, "{code}");
        }
        // 136 distinct codes in the data, 22 aliases.
        assert_eq!(codes.len(), 158);
    }

    #[test]
    fn tcg_20_a_broken_sets_file_is_refused() {
        let err = SetCodes::load(layout(Some(r#"[{"ptcgoCode": "X"}]"#), &[]).path());
        assert_eq!(
            err.unwrap_err().to_string(),
            "sets/en.json[0] (no id): no field `id`"
        );
        let err = SetCodes::load(layout(None, &[]).path()).unwrap_err();
        assert!(err.to_string().starts_with("sets/en.json: "), "{err}");
        let codes = SetCodes::from_pairs([("obf", "sv3"), ("OBF", "sv3"), (" ", "x")]);
        assert_eq!(
            (codes.len(), codes.sets("OBF")),
            (1, &["sv3".to_string()][..])
        );
    }
}
