//! Battle Grid's parts of the command line, built with the feature `cli` (the CLI's): the table's
//! options and its parts of `simulate`, `bench` and `play` at the terminal.

mod args;
mod bench;
mod simulate;
mod terminal;
