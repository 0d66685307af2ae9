//! Every fuzz target's probe on its seeds, on every crash the fuzzers have found (kept in
//! `fuzz/regressions/<target>/`), and on a short run of seeds mutated at random: the part of
//! fuzzing that runs with the tests. `scripts/fuzz SECONDS` runs the real fuzzers.

use std::path::{Path, PathBuf};

use altplay_probes::{TARGETS, probe, seeds};
use proptest::prelude::*;
use proptest::test_runner::{RngSeed, TestRunner};

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

fn files_in(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.is_file());
    files.sort();
    files
}

#[test]
fn every_probe_has_a_fuzz_target_and_every_fuzz_target_a_probe() {
    let mut targets: Vec<String> = files_in(&fuzz_dir().join("fuzz_targets"))
        .iter()
        .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .collect();
    targets.sort();
    let mut probes: Vec<String> = TARGETS.iter().map(|(n, _)| n.to_string()).collect();
    probes.sort();
    assert_eq!(targets, probes);
}

#[test]
fn every_probe_passes_its_seeds() {
    for (target, run) in TARGETS {
        let seeds = seeds(target);
        assert!(!seeds.is_empty(), "{target} has no seeds");
        for (name, bytes) in seeds {
            assert!(run(&bytes), "{target}: the seed {name} is not accepted");
        }
    }
}

/// Every input that once crashed a fuzz target, in `fuzz/regressions/<target>/<name>`.
#[test]
fn every_crash_found_stays_fixed() {
    let regressions = fuzz_dir().join("regressions");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&regressions)
        .unwrap_or_else(|e| panic!("{}: {e}", regressions.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let target = dir.file_name().unwrap().to_string_lossy().into_owned();
        let run = probe(&target).unwrap_or_else(|| panic!("{}: no such target", dir.display()));
        for file in files_in(&dir) {
            // Accepted or not: what matters is that it no longer crashes.
            run(&std::fs::read(&file).unwrap());
        }
    }
}

/// A seed of `target` with a few bytes overwritten and its tail cut at random.
fn mutated(target: &'static str) -> impl Strategy<Value = Vec<u8>> {
    let seeds = seeds(target);
    let count = seeds.len();
    (
        0..count,
        proptest::collection::vec((any::<usize>(), any::<u8>()), 0..6),
        any::<usize>(),
    )
        .prop_map(move |(which, edits, cut)| {
            let mut bytes = seeds[which].1.clone();
            if !bytes.is_empty() {
                for (at, b) in edits {
                    let len = bytes.len();
                    bytes[at % len] = b;
                }
                bytes.truncate(bytes.len() - cut % (bytes.len() / 4 + 1));
            }
            bytes
        })
}

/// The short run: each probe on 64 mutated seeds, the same on every run (a fixed seed), so a
/// failure here is a crash to keep, not luck. proptest shrinks a failing input before it reports.
#[test]
fn every_probe_survives_its_seeds_mutated() {
    for (target, run) in TARGETS {
        let config = ProptestConfig {
            cases: 64,
            failure_persistence: None,
            rng_seed: RngSeed::Fixed(20261123),
            ..ProptestConfig::default()
        };
        TestRunner::new(config)
            .run(&mutated(target), |bytes| {
                run(&bytes);
                Ok(())
            })
            .unwrap_or_else(|e| panic!("{target}: {e}"));
    }
}
