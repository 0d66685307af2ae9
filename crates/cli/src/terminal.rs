//! The terminal a game is played at: this process's standard input and output (the menus are
//! `altplay_format::terminal`'s).

/// Runs an interactive command on this process's standard input and output.
pub fn with_stdio<T>(
    run: impl FnOnce(&mut std::io::StdinLock<'static>, &mut std::io::StdoutLock<'static>) -> T,
) -> T {
    run(&mut std::io::stdin().lock(), &mut std::io::stdout().lock())
}
