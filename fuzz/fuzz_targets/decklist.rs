#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    altplay_probes::probe("decklist").expect("a probe")(data);
});
