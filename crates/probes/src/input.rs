//! The fuzzer's bytes read as a stream of small decisions. Once they run out every decision is
//! 0, so any input, even an empty one, is a complete script.

pub struct Input<'a> {
    bytes: &'a [u8],
}

impl<'a> Input<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Self { bytes }
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    pub fn byte(&mut self) -> u8 {
        match self.bytes.split_first() {
            Some((&b, rest)) => {
                self.bytes = rest;
                b
            }
            None => 0,
        }
    }

    /// True one time in `n`.
    pub fn one_in(&mut self, n: u8) -> bool {
        self.byte().is_multiple_of(n)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        let wide = u16::from_le_bytes([self.byte(), self.byte()]);
        usize::from(wide) % n
    }

    /// Up to `max` of the next bytes.
    pub fn slice(&mut self, max: usize) -> &'a [u8] {
        let (taken, rest) = self.bytes.split_at(max.min(self.bytes.len()));
        self.bytes = rest;
        taken
    }
}

/// `bytes` split at its first NUL: the text before it, and what follows (the text as lossy
/// UTF-8, so every input is some text).
pub fn text_and_rest(bytes: &[u8]) -> (String, &[u8]) {
    let cut = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    let rest = bytes.get(cut + 1..).unwrap_or_default();
    (String::from_utf8_lossy(&bytes[..cut]).into_owned(), rest)
}
