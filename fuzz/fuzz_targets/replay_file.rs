#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    altplay_probes::probe("replay_file").expect("a probe")(data);
});
