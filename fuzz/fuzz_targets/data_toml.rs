#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    altplay_probes::probe("data_toml").expect("a probe")(data);
});
