#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    altplay_probes::probe("card_import").expect("a probe")(data);
});
