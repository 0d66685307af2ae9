//! Raid Boss on the command line: `play`, `simulate`, `bench`, `replay` and its data check.

mod bench;
mod load;
mod play;
mod replay;
mod simulate;
mod words;

pub use bench::{BenchArgs, bench};
pub use load::{check_file, embedded_bosses, embedded_heroes};
pub use play::{PlayArgs, play};
pub use replay::replay;
pub use simulate::{SimulateArgs, simulate};
