#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    altplay_probes::probe("inline_decklist").expect("a probe")(data);
});
