//! What the command line asks of a format (feature `cli`: clap and terminal I/O, which the
//! engines' default build and the server do without): its parts of `play`, `simulate` and
//! `bench` (who plays each seat, the summaries' common parts), the terminal's menus, and data
//! arguments read as files.

mod bench;
mod play;
mod results;
mod seats;
mod simulate;
pub mod source;
mod summary;
pub mod terminal;

pub use bench::{Bench, Report};
pub use play::{Moment, Play, PlayTable, narrate};
pub use results::Results;
pub use seats::{Seating, check_specs, people};
pub use simulate::{BoxError, RunInfo, Simulate, Simulation};
pub use summary::{Lines, WinRate};
