//! Source text that is not UTF-8 (legacy encodings such as Latin-1 in comments and strings).
//!
//! The lexer, the tree and the printer work on `&str`. A byte that is not part of a valid UTF-8
//! sequence is carried through them as one character of a reserved range at the top of the
//! last private-use plane: byte `b` (always ≥ 0x80) becomes U+10FF00 + `b`. To keep the mapping
//! reversible, a character of that range written in valid UTF-8 in the input is carried as its
//! four bytes, each mapped the same way. [`encode`] turns every character of the range back
//! into its byte, so strings, character constants and comments reach the output byte for byte.
//! Text without such bytes is left as it is.

use std::borrow::Cow;

/// The first character of the reserved range (byte 0x80).
const FIRST: u32 = 0x10FF80;
/// The character that stands for byte 0 (only bytes ≥ 0x80 are ever mapped).
const BASE: u32 = 0x10FF00;

/// The byte a character of the reserved range stands for.
pub fn raw_byte(c: char) -> Option<u8> {
    let u = c as u32;
    (u >= FIRST).then(|| (u - BASE) as u8)
}

fn push_raw(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        out.push(char::from_u32(BASE + u32::from(b)).expect("a private-use character"));
    }
}

/// The text of `bytes`: valid UTF-8 as it is, every other byte mapped (see the module).
pub fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) if !s.chars().any(|c| raw_byte(c).is_some()) => s,
        Ok(s) => decode_slice(s.as_bytes()),
        Err(e) => decode_slice(e.as_bytes()),
    }
}

fn decode_slice(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + bytes.len() / 8);
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if raw_byte(c).is_some() {
                let mut buf = [0u8; 4];
                push_raw(&mut out, c.encode_utf8(&mut buf).as_bytes());
            } else {
                out.push(c);
            }
        }
        push_raw(&mut out, chunk.invalid());
    }
    out.shrink_to_fit();
    out
}

/// The bytes of `text`, every character of the reserved range back to its byte.
pub fn encode(text: &str) -> Cow<'_, [u8]> {
    if !text.chars().any(|c| raw_byte(c).is_some()) {
        return Cow::Borrowed(text.as_bytes());
    }
    let mut out = Vec::with_capacity(text.len());
    for c in text.chars() {
        match raw_byte(c) {
            Some(b) => out.push(b),
            None => {
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
        }
    }
    Cow::Owned(out)
}

/// How many bytes `text` had in the input (a mapped byte takes four in the text, one there).
pub fn input_len(text: &str) -> usize {
    text.len() - 3 * text.chars().filter(|&c| raw_byte(c).is_some()).count()
}

/// Reads a file as [`decode`] does.
pub fn read_file(path: impl AsRef<std::path::Path>) -> std::io::Result<String> {
    std::fs::read(path).map(decode)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_of_mixed_bytes() {
        let input: Vec<u8> = b"/* caf\xe9 */ \"na\xefve \xc3\xa9t\xc3\xa9\" '\xff'"
            .iter()
            .copied()
            .chain("\u{10FF90}x".bytes())
            .collect();
        let text = decode(input.clone());
        assert_eq!(encode(&text).as_ref(), &input[..]);
        assert!(text.contains("été"));
        assert_eq!(input_len(&text), input.len());
        assert_eq!(raw_byte(text.chars().nth(6).unwrap()), Some(0xe9));
    }

    #[test]
    fn utf8_text_is_unchanged() {
        let s = "int été = 1; // ü".to_string();
        assert_eq!(decode(s.clone().into_bytes()), s);
        assert!(matches!(encode(&s), Cow::Borrowed(_)));
    }
}
