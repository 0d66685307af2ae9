//! Data files compiled into the binary, so that it works anywhere with nothing else: each format
//! lists its own (`include_str!`) and looks them up by name here.

/// An embedded data file: the name it is asked for by, its path in the repository, its text.
#[derive(Debug, Clone, Copy)]
pub struct EmbeddedFile {
    pub name: &'static str,
    pub path: &'static str,
    pub text: &'static str,
}

/// The file of `files` called `name` (case-insensitive).
pub fn find<'a>(files: &'a [EmbeddedFile], name: &str) -> Option<&'a EmbeddedFile> {
    files.iter().find(|f| f.name.eq_ignore_ascii_case(name))
}

/// The names of `files`, for messages: "swarm, evolution, titans".
pub fn names(files: &[EmbeddedFile]) -> String {
    files.iter().map(|f| f.name).collect::<Vec<_>>().join(", ")
}
