//! A minimal PNG writer (8-bit RGB, no compression: zlib stored blocks) and an RGB canvas with
//! filled rectangles and a 3×5 bitmap font, enough for the charts of `trace summary`.

/// An RGB image in memory.
pub struct Canvas {
    pub width: usize,
    pub height: usize,
    pixels: Vec<[u8; 3]>,
}

pub type Rgb = [u8; 3];

impl Canvas {
    pub fn new(width: usize, height: usize, background: Rgb) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![background; width * height],
        }
    }

    pub fn pixel(&self, x: usize, y: usize) -> Rgb {
        self.pixels[y * self.width + x]
    }

    /// Fills the rectangle at (x, y) of size w × h, clipped to the canvas.
    pub fn fill(&mut self, x: usize, y: usize, w: usize, h: usize, color: Rgb) {
        for yy in y..(y + h).min(self.height) {
            for xx in x..(x + w).min(self.width) {
                self.pixels[yy * self.width + xx] = color;
            }
        }
    }

    /// Draws `text` (upper-cased; characters without a glyph are blanks) with its top left
    /// corner at (x, y), each font pixel `scale` × `scale`. Returns the x after the text.
    pub fn text(&mut self, x: usize, y: usize, text: &str, scale: usize, color: Rgb) -> usize {
        let mut cx = x;
        for c in text.chars() {
            let bits = glyph(c.to_ascii_uppercase());
            for row in 0..5 {
                for col in 0..3 {
                    if bits >> (14 - (row * 3 + col)) & 1 == 1 {
                        self.fill(cx + col * scale, y + row * scale, scale, scale, color);
                    }
                }
            }
            cx += 4 * scale;
        }
        cx
    }

    /// The image as a PNG file.
    pub fn png(&self) -> Vec<u8> {
        let mut raw = Vec::with_capacity((self.width * 3 + 1) * self.height);
        for row in self.pixels.chunks(self.width) {
            raw.push(0); // filter: none
            for p in row {
                raw.extend_from_slice(p);
            }
        }
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = Vec::new();
        ihdr.extend_from_slice(&(self.width as u32).to_be_bytes());
        ihdr.extend_from_slice(&(self.height as u32).to_be_bytes());
        ihdr.extend_from_slice(&[8, 2, 0, 0, 0]); // 8 bits, RGB, deflate, filter 0, no interlace
        chunk(&mut out, b"IHDR", &ihdr);
        chunk(&mut out, b"IDAT", &zlib_stored(&raw));
        chunk(&mut out, b"IEND", &[]);
        out
    }
}

/// Text width in pixels at `scale`.
pub fn text_width(text: &str, scale: usize) -> usize {
    text.chars().count() * 4 * scale
}

/// A PNG chunk: length, type, data, CRC-32 of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// A zlib stream of stored (uncompressed) deflate blocks: the images are small and mostly flat,
/// and a real compressor is not worth its code here.
fn zlib_stored(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x78, 0x01]; // deflate, 32 KiB window, no dictionary, check bits
    let mut blocks = data.chunks(65535).peekable();
    if blocks.peek().is_none() {
        out.extend_from_slice(&[1, 0, 0, 0xff, 0xff]);
    }
    while let Some(b) = blocks.next() {
        out.push(blocks.peek().is_none() as u8); // BFINAL, BTYPE 00
        let len = b.len() as u16;
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(b);
    }
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

pub fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in data.chunks(5552) {
        for &x in chunk {
            a += x as u32;
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    (b << 16) | a
}

/// A 3×5 glyph as 15 bits, row by row from the top, the high bit the top left pixel.
fn glyph(c: char) -> u16 {
    const ROWS: [(char, [u8; 5]); 42] = [
        ('0', [7, 5, 5, 5, 7]),
        ('1', [2, 6, 2, 2, 7]),
        ('2', [7, 1, 7, 4, 7]),
        ('3', [7, 1, 3, 1, 7]),
        ('4', [5, 5, 7, 1, 1]),
        ('5', [7, 4, 7, 1, 7]),
        ('6', [7, 4, 7, 5, 7]),
        ('7', [7, 1, 1, 2, 2]),
        ('8', [7, 5, 7, 5, 7]),
        ('9', [7, 5, 7, 1, 7]),
        ('A', [2, 5, 7, 5, 5]),
        ('B', [6, 5, 6, 5, 6]),
        ('C', [3, 4, 4, 4, 3]),
        ('D', [6, 5, 5, 5, 6]),
        ('E', [7, 4, 6, 4, 7]),
        ('F', [7, 4, 6, 4, 4]),
        ('G', [3, 4, 5, 5, 3]),
        ('H', [5, 5, 7, 5, 5]),
        ('I', [7, 2, 2, 2, 7]),
        ('J', [1, 1, 1, 5, 2]),
        ('K', [5, 5, 6, 5, 5]),
        ('L', [4, 4, 4, 4, 7]),
        ('M', [5, 7, 7, 5, 5]),
        ('N', [6, 5, 5, 5, 5]),
        ('O', [2, 5, 5, 5, 2]),
        ('P', [6, 5, 6, 4, 4]),
        ('Q', [2, 5, 5, 6, 3]),
        ('R', [6, 5, 6, 5, 5]),
        ('S', [3, 4, 2, 1, 6]),
        ('T', [7, 2, 2, 2, 2]),
        ('U', [5, 5, 5, 5, 7]),
        ('V', [5, 5, 5, 5, 2]),
        ('W', [5, 5, 7, 7, 5]),
        ('X', [5, 5, 2, 5, 5]),
        ('Y', [5, 5, 2, 2, 2]),
        ('Z', [7, 1, 2, 4, 7]),
        ('.', [0, 0, 0, 0, 2]),
        (':', [0, 2, 0, 2, 0]),
        ('-', [0, 0, 7, 0, 0]),
        ('/', [1, 1, 2, 4, 4]),
        ('(', [1, 2, 2, 2, 1]),
        (')', [4, 2, 2, 2, 4]),
    ];
    ROWS.iter()
        .find(|(g, _)| *g == c)
        .map(|(_, rows)| rows.iter().fold(0u16, |acc, r| (acc << 3) | *r as u16))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksums_match_known_values() {
        assert_eq!(crc32(b"IEND"), 0xae42_6082);
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
        assert_eq!(adler32(b"Wikipedia"), 0x11e6_0398);
    }

    #[test]
    fn glyphs_draw_their_pixels() {
        let mut c = Canvas::new(8, 5, [255; 3]);
        let end = c.text(0, 0, "1", 1, [0; 3]);
        assert_eq!(end, 4);
        // "1": .#. / ##. / .#. / .#. / ###
        assert_eq!(c.pixel(1, 0), [0; 3]);
        assert_eq!(c.pixel(0, 0), [255; 3]);
        assert_eq!(c.pixel(0, 1), [0; 3]);
        assert_eq!(c.pixel(2, 4), [0; 3]);
    }
}
