//! Parses preprocessed files and reports the first syntax error of each (development aid).
fn main() {
    let upc = std::env::var("UPC").is_ok();
    for path in std::env::args().skip(1) {
        let src = std::fs::read_to_string(&path).expect("readable file");
        let t = std::time::Instant::now();
        match pgas_grammar::parse(&src, upc, &path) {
            Ok(p) => println!(
                "{path}: ok, {} items, {} expressions, {:?}",
                p.unit.items.len(),
                p.expr_count,
                t.elapsed()
            ),
            Err(failure) => {
                let (e, map) = (&failure.error, &failure.line_map);
                let loc = map.lookup(e.span.lo as usize);
                println!(
                    "{path}: {}:{}:{}: {} (expected {})\n  | {}",
                    map.file_name(loc.file),
                    loc.line,
                    loc.col,
                    e.message,
                    e.expected.join(", "),
                    map.line_text(&src, e.span.lo as usize)
                );
            }
        }
    }
}
