//! Maps positions in preprocessed text back to the user's files through the preprocessor's line
//! markers (`# 12 "file.c" 1 3`).

/// One source file named by a line marker.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: String,
}

/// A line marker: from physical line `phys_line` of the preprocessed text on, the text is line
/// `line` of file `file`.
#[derive(Clone, Copy, Debug)]
struct Marker {
    phys_line: u32,
    file: u32,
    line: u32,
    system: bool,
}

/// Entry into a header (every `#include`, nested ones too): used to re-emit `#include`
/// directives instead of pasting library headers.
#[derive(Clone, Debug)]
pub struct IncludeEvent {
    /// Byte offset (in the preprocessed text) where the header's text starts.
    pub offset: usize,
    /// Byte offset where the text after the header resumes in the parent.
    pub end: usize,
    /// The including file and the line of its `#include`.
    pub parent: u32,
    pub parent_line: u32,
    pub header: u32,
    pub system: bool,
}

/// A location in a user's file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Loc {
    pub file: u32,
    /// 1-based.
    pub line: u32,
    /// 1-based column in the preprocessed line.
    pub col: u32,
    /// Whether the text comes from a system header.
    pub system: bool,
}

#[derive(Clone, Debug)]
pub struct LineMap {
    /// Byte offsets where each physical line of the preprocessed text starts.
    line_starts: Vec<u32>,
    markers: Vec<Marker>,
    pub files: Vec<SourceFile>,
    pub includes: Vec<IncludeEvent>,
    /// Include events not yet closed by a return marker.
    open_includes: Vec<usize>,
    /// The comments of the program's own files (text kept with `-C`), in text order, with the
    /// column they started at: the printer puts them back before the code that followed them.
    pub comments: Vec<Comment>,
    /// Where the early spelling `forall` of `upc_forall` was read (byte offsets of the word).
    pub old_forall: Vec<usize>,
}

/// A comment of the program's own files.
#[derive(Clone, Debug)]
pub struct Comment {
    /// Byte offset in the preprocessed text.
    pub offset: usize,
    /// 1-based column where it starts (continuation lines are indented relative to it).
    pub col: u32,
    pub text: String,
}

impl LineMap {
    pub fn new(src: &str, default_file: &str) -> LineMap {
        let lines = src.bytes().filter(|&b| b == b'\n').count();
        let mut line_starts = Vec::with_capacity(lines + 1);
        line_starts.push(0);
        line_starts.extend(
            src.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        LineMap {
            line_starts,
            markers: vec![Marker {
                phys_line: 0,
                file: 0,
                line: 1,
                system: false,
            }],
            files: vec![SourceFile {
                name: default_file.to_string(),
            }],
            includes: Vec::new(),
            open_includes: Vec::new(),
            comments: Vec::new(),
            old_forall: Vec::new(),
        }
    }

    fn phys_line(&self, offset: usize) -> usize {
        self.line_starts.partition_point(|&s| s as usize <= offset) - 1
    }

    fn file_id(&mut self, name: &str) -> u32 {
        if let Some(i) = self.files.iter().position(|f| f.name == name) {
            return i as u32;
        }
        self.files.push(SourceFile {
            name: name.to_string(),
        });
        (self.files.len() - 1) as u32
    }

    /// Records the marker whose text (after `#` and an optional `line`) is `text`, found at byte
    /// `offset`. Malformed markers are ignored.
    pub fn add_marker(&mut self, offset: usize, text: &str) {
        let text = text.trim();
        let digits_end = text
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(text.len());
        let Ok(line) = text[..digits_end].parse::<u32>() else {
            return;
        };
        let rest = text[digits_end..].trim_start();
        let (name, flags) = match rest.strip_prefix('"') {
            Some(r) => {
                let mut name = String::new();
                let mut chars = r.char_indices();
                let mut end = r.len();
                while let Some((i, c)) = chars.next() {
                    match c {
                        '\\' => {
                            if let Some((_, e)) = chars.next() {
                                name.push(e)
                            }
                        }
                        '"' => {
                            end = i + 1;
                            break;
                        }
                        c => name.push(c),
                    }
                }
                (Some(name), &r[end..])
            }
            None => (None, rest),
        };
        let flags: Vec<u32> = flags
            .split_whitespace()
            .filter_map(|f| f.parse().ok())
            .collect();
        let here = self.lookup(offset);
        let file = match name {
            Some(n) => self.file_id(&n),
            None => here.file,
        };
        let system = flags.contains(&3);
        let phys_line = self.phys_line(offset) as u32 + 1;
        let next_line_start = self
            .line_starts
            .get(phys_line as usize)
            .map_or(offset, |&s| s as usize);
        if flags.contains(&1) {
            self.open_includes.push(self.includes.len());
            self.includes.push(IncludeEvent {
                offset: next_line_start,
                end: usize::MAX,
                parent: here.file,
                parent_line: here.line,
                header: file,
                system,
            });
        } else if flags.contains(&2) {
            if let Some(i) = self.open_includes.pop() {
                self.includes[i].end = next_line_start;
            }
        }
        self.markers.push(Marker {
            phys_line,
            file,
            line,
            system,
        });
    }

    pub fn lookup(&self, offset: usize) -> Loc {
        let phys = self.phys_line(offset);
        let m = self.markers[self
            .markers
            .partition_point(|m| m.phys_line as usize <= phys)
            - 1];
        Loc {
            file: m.file,
            line: m.line + (phys as u32 - m.phys_line),
            col: (offset - self.line_starts[phys] as usize) as u32 + 1,
            system: m.system,
        }
    }

    /// The text of the preprocessed line holding `offset`.
    pub fn line_text<'a>(&self, src: &'a str, offset: usize) -> &'a str {
        let phys = self.phys_line(offset);
        let start = self.line_starts[phys] as usize;
        let end = self
            .line_starts
            .get(phys + 1)
            .map_or(src.len(), |&e| e as usize - 1);
        &src[start..end.max(start)]
    }

    /// Whether two offsets are on the same line of the preprocessed text.
    pub fn same_line(&self, a: usize, b: usize) -> bool {
        self.phys_line(a) == self.phys_line(b)
    }

    /// Records a comment found at `offset`, unless it belongs to a system header.
    pub fn add_comment(&mut self, offset: usize, text: &str) {
        let loc = self.lookup(offset);
        if !loc.system {
            self.comments.push(Comment {
                offset,
                col: loc.col,
                text: text.to_string(),
            });
        }
    }

    pub fn file_name(&self, file: u32) -> &str {
        &self.files[file as usize].name
    }
}
