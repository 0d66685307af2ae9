//! What the command line asks of a format (feature `cli`: clap and terminal I/O, which the
//! engines' default build and the server do without): its parts of `play`, `simulate` and
//! `bench`, the terminal's menus, and data arguments read as files.

mod bench;
mod play;
mod results;
mod simulate;
pub mod source;
pub mod terminal;

pub use bench::{Bench, Report};
pub use play::{Moment, Play, PlayTable, narrate};
pub use results::Results;
pub use simulate::{BoxError, RunInfo, Simulate, Simulation};
