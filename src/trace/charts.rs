//! The charts of `trace summary --png/--svg/--html`, drawn with `plotters` (one picture, four
//! panels): time per thread by category on a labelled time axis, the communication matrix with
//! its byte values and a colour scale, a timeline strip per thread (what each interval of the run
//! was mostly spent on: compute, synchronisation, communication …) and the source lines that
//! spend most time communicating. Text is set in DejaVu Sans (embedded, so the PNG looks the same
//! on every machine; the SVG names `sans-serif`).

use super::summary::{html_escape, Category, Summary, ThreadSummary};
use plotters::coord::ranged1d::{KeyPointHint, NoDefaultFormatting, Ranged, ValueFormatter};
use plotters::coord::types::{RangedCoordf64, RangedCoordi32};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Width of the picture (pixels).
pub const WIDTH: u32 = 1000;
/// Lines of the "top lines" panel.
const TOP_LINES: usize = 10;
const FONT: &str = "sans-serif";

/// Heights of the panels for `threads` threads and `lines` source lines: the per-thread bars
/// and the matrix side by side, the timeline, the top lines. The rows get thinner past 45 and
/// 50 threads, so that the picture of thousands of threads stays a picture.
pub fn panel_heights(threads: usize, lines: usize) -> [u32; 3] {
    let t = threads.clamp(1, 1 << 20) as u32;
    [
        (110 + 24 * t).clamp(330, 1200),
        (90 + 16 * t).clamp(170, 900),
        90 + 26 * lines.clamp(1, TOP_LINES) as u32,
    ]
}

/// Height of the picture.
pub fn height(sum: &Summary) -> u32 {
    panel_heights(sum.threads.len(), sum.lines.len())
        .iter()
        .sum()
}

/// Where the chart put the centre of each matrix cell (`cells[from][to]`, pixels), for tests.
pub struct Drawn {
    pub cells: Vec<Vec<(i32, i32)>>,
}

fn font_registered() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // The embedded font is a valid TrueType file: registration cannot fail.
        let _ = plotters::style::register_font(FONT, FontStyle::Normal, dejavu::sans::regular());
    });
}

/// The chart as an SVG document.
pub fn svg(sum: &Summary) -> Result<String, String> {
    font_registered();
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (WIDTH, height(sum))).into_drawing_area();
        draw(sum, &root)?;
        root.present().map_err(|e| e.to_string())?;
    }
    Ok(out)
}

/// The chart as a PNG file (8-bit RGB, deflate at its best level), and where it drew the
/// matrix cells.
pub fn png(sum: &Summary) -> Result<(Vec<u8>, Drawn), String> {
    font_registered();
    let (w, h) = (WIDTH, height(sum));
    let mut pixels = vec![0u8; w as usize * h as usize * 3];
    let drawn = {
        let root = BitMapBackend::with_buffer(&mut pixels, (w, h)).into_drawing_area();
        let drawn = draw(sum, &root)?;
        root.present().map_err(|e| e.to_string())?;
        drawn
    };
    let mut out = Vec::new();
    {
        let mut enc = ::png::Encoder::new(&mut out, w, h);
        enc.set_color(::png::ColorType::Rgb);
        enc.set_depth(::png::BitDepth::Eight);
        enc.set_compression(::png::Compression::Best);
        let mut writer = enc.write_header().map_err(|e| e.to_string())?;
        writer
            .write_image_data(&pixels)
            .map_err(|e| e.to_string())?;
    }
    Ok((out, drawn))
}

fn rgb(c: Category) -> RGBColor {
    let [r, g, b] = c.color();
    RGBColor(r, g, b)
}

/// A time unit for a span of `ns`: its name and nanoseconds.
fn time_unit(ns: u64) -> (&'static str, f64) {
    if ns >= 10_000_000_000 {
        ("s", 1e9)
    } else if ns >= 10_000_000 {
        ("ms", 1e6)
    } else {
        ("µs", 1e3)
    }
}

/// Bytes for a reader: 0, 512 B, 4.0 KiB, 1.2 MiB, 3.4 GiB.
pub fn bytes_label(b: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if b < 1024 {
        return format!("{b} B");
    }
    let mut v = b as f64 / 1024.0;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    format!("{v:.1} {}", UNITS[u])
}

/// White (no bytes) to dark red (the most), on a square-root scale so small flows show.
pub fn heat(bytes: u64, max: u64) -> RGBColor {
    if bytes == 0 || max == 0 {
        return WHITE;
    }
    let f = (bytes as f64 / max as f64).sqrt();
    let lerp = |a: f64, b: f64| (a + (b - a) * f).round() as u8;
    RGBColor(lerp(255.0, 140.0), lerp(235.0, 0.0), lerp(225.0, 0.0))
}

type Area<'a, DB> = DrawingArea<DB, Shift>;

fn err<E: std::fmt::Debug>(e: E) -> String {
    format!("drawing the chart: {e:?}")
}

/// Draws the four panels on `root`.
fn draw<DB: DrawingBackend>(sum: &Summary, root: &Area<DB>) -> Result<Drawn, String> {
    root.fill(&WHITE).map_err(err)?;
    let [h1, h2, _] = panel_heights(sum.threads.len(), sum.lines.len());
    let (top, rest) = root.split_vertically(h1);
    let (timeline, lines) = rest.split_vertically(h2);
    let (bars, matrix) = top.split_horizontally(WIDTH - 400);
    time_bars(sum, &bars)?;
    let drawn = comm_matrix(sum, &matrix)?;
    timeline_strips(sum, &timeline)?;
    top_lines(sum, &lines)?;
    Ok(drawn)
}

/// The longest thread span (ns), at least 1.
fn longest_span(sum: &Summary) -> u64 {
    sum.threads
        .iter()
        .map(ThreadSummary::span)
        .max()
        .unwrap_or(0)
        .max(1)
}

/// `n` rows (or columns) of a chart, one segment each: `Exact(k)` is the border before segment
/// `k` (`Exact(n)` the end of the axis), `CenterOf(k)` the middle of segment `k`. The axis holds
/// exactly `n` segments: plotters' segmented integer range cannot hold a single one (a range of
/// one value maps every value to one pixel), so one thread drew an empty extra row and column.
struct Cells(usize);

impl Ranged for Cells {
    type FormatOption = NoDefaultFormatting;
    type ValueType = SegmentValue<i32>;

    fn map(&self, v: &SegmentValue<i32>, limit: (i32, i32)) -> i32 {
        let n = self.0.max(1) as f64;
        let at = match v {
            SegmentValue::Exact(k) => *k as f64,
            SegmentValue::CenterOf(k) => *k as f64 + 0.5,
            SegmentValue::Last => n,
        };
        limit.0 + ((limit.1 - limit.0) as f64 * at / n).round() as i32
    }

    fn key_points<H: KeyPointHint>(&self, hint: H) -> Vec<SegmentValue<i32>> {
        if self.0 <= 1 {
            return vec![SegmentValue::CenterOf(0)];
        }
        RangedCoordi32::from(0..self.0 as i32 - 1)
            .key_points(hint)
            .into_iter()
            .map(SegmentValue::CenterOf)
            .collect()
    }

    fn range(&self) -> std::ops::Range<SegmentValue<i32>> {
        SegmentValue::Exact(0)..SegmentValue::Exact(self.0 as i32)
    }
}

/// The charts give their own label formatters; this is plotters' fallback.
impl ValueFormatter<SegmentValue<i32>> for Cells {
    fn format(v: &SegmentValue<i32>) -> String {
        match v {
            SegmentValue::Exact(k) | SegmentValue::CenterOf(k) => k.to_string(),
            SegmentValue::Last => String::new(),
        }
    }
}

fn segments(n: usize) -> Cells {
    Cells(n.max(1))
}

/// A tick of a time axis: no decimals where none are needed.
fn tick(v: &f64) -> String {
    if (v - v.round()).abs() < 1e-9 {
        format!("{v:.0}")
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').to_string()
    }
}

/// Thread `i` of `n` drawn from the top: its segment on a y axis that grows upwards.
fn row(i: usize, n: usize) -> i32 {
    (n - 1 - i) as i32
}

/// Rows on a time axis, the chart the bars, the timeline and the top lines are drawn in: `rows`
/// rows named by `name` (row 0 at the top), x from 0 to `x_end`, the mesh drawn.
struct Rows<'n> {
    caption: &'n str,
    caption_size: u32,
    x_end: f64,
    x_desc: String,
    y_desc: &'n str,
    /// Width of the row names.
    names_width: u32,
    rows: usize,
    name: &'n dyn Fn(usize) -> String,
}

type RowChart<'a, DB> = ChartContext<'a, DB, Cartesian2d<RangedCoordf64, Cells>>;

impl Rows<'_> {
    fn draw<'a, DB: DrawingBackend>(&self, area: &'a Area<DB>) -> Result<RowChart<'a, DB>, String> {
        let n = self.rows.max(1);
        let mut chart = ChartBuilder::on(area)
            .caption(self.caption, (FONT, self.caption_size))
            .margin(10)
            .x_label_area_size(40)
            .y_label_area_size(self.names_width)
            .build_cartesian_2d(0f64..self.x_end, segments(n))
            .map_err(err)?;
        let label = |v: &SegmentValue<i32>| match v {
            SegmentValue::CenterOf(k) if (*k as usize) < self.rows => {
                (self.name)(row(*k as usize, n) as usize)
            }
            _ => String::new(),
        };
        chart
            .configure_mesh()
            .disable_y_mesh()
            .x_label_formatter(&tick)
            .x_desc(self.x_desc.clone())
            .y_desc(self.y_desc)
            .y_labels(n.min(32))
            .y_label_formatter(&label)
            .label_style((FONT, 12))
            .axis_desc_style((FONT, 13))
            .draw()
            .map_err(err)?;
        Ok(chart)
    }
}

fn time_bars<DB: DrawingBackend>(sum: &Summary, area: &Area<DB>) -> Result<(), String> {
    let n = sum.threads.len().max(1);
    let (unit, scale) = time_unit(longest_span(sum));
    let span = longest_span(sum) as f64 / scale;
    let (plot, legend) = area.split_vertically(area.dim_in_pixel().1 - 40);
    let thread = |t: usize| t.to_string();
    let mut chart = Rows {
        caption: "Time per thread by category",
        caption_size: 18,
        x_end: span * 1.02,
        x_desc: format!("time ({unit})"),
        y_desc: "thread",
        names_width: 55,
        rows: n,
        name: &thread,
    }
    .draw(&plot)?;
    for (i, t) in sum.threads.iter().enumerate() {
        let mut acc = 0f64;
        for (k, cat) in Category::ALL.iter().enumerate() {
            let w = t.time[k] as f64 / scale;
            if w <= 0.0 {
                continue;
            }
            let y = row(i, n);
            let mut r = Rectangle::new(
                [
                    (acc, SegmentValue::Exact(y)),
                    (acc + w, SegmentValue::Exact(y + 1)),
                ],
                rgb(*cat).filled(),
            );
            r.set_margin(3, 3, 0, 0);
            chart.draw_series(std::iter::once(r)).map_err(err)?;
            acc += w;
        }
    }
    // Legend: one swatch per category.
    let mut x = 70;
    for cat in Category::ALL {
        legend
            .draw(&Rectangle::new([(x, 8), (x + 12, 20)], rgb(cat).filled()))
            .map_err(err)?;
        let text = cat.label();
        legend
            .draw(&Text::new(text, (x + 16, 8), (FONT, 13)))
            .map_err(err)?;
        let (w, _) = legend
            .estimate_text_size(text, &TextStyle::from((FONT, 13).into_font()))
            .map_err(err)?;
        x += 16 + w as i32 + 14;
    }
    Ok(())
}

fn comm_matrix<DB: DrawingBackend>(sum: &Summary, area: &Area<DB>) -> Result<Drawn, String> {
    let n = sum.threads.len().max(1);
    let max = sum.bytes.iter().flatten().copied().max().unwrap_or(0);
    let (map, scale_area) = area.split_horizontally(area.dim_in_pixel().0 - 95);
    let mut chart = ChartBuilder::on(&map)
        .caption("Bytes from thread (row) to thread (column)", (FONT, 15))
        .margin(10)
        .x_label_area_size(30)
        .y_label_area_size(40)
        .build_cartesian_2d(segments(n), segments(n))
        .map_err(err)?;
    let xlabel = |v: &SegmentValue<i32>| match v {
        SegmentValue::CenterOf(k) if (*k as usize) < n => k.to_string(),
        _ => String::new(),
    };
    let ylabel = |v: &SegmentValue<i32>| match v {
        SegmentValue::CenterOf(k) if (*k as usize) < n => row(*k as usize, n).to_string(),
        _ => String::new(),
    };
    chart
        .configure_mesh()
        .disable_mesh()
        .x_labels(n.min(32))
        .y_labels(n.min(32))
        .x_label_formatter(&xlabel)
        .y_label_formatter(&ylabel)
        .x_desc("to")
        .y_desc("from")
        .label_style((FONT, 12))
        .axis_desc_style((FONT, 13))
        .draw()
        .map_err(err)?;
    let mut cells = vec![vec![(0, 0); n]; n];
    for (from, r) in sum.bytes.iter().enumerate() {
        let y = row(from, n);
        for (to, b) in r.iter().enumerate() {
            let x = to as i32;
            // An empty pair is the white background (no element for it in the SVG).
            if *b > 0 {
                chart
                    .draw_series(std::iter::once(Rectangle::new(
                        [
                            (SegmentValue::Exact(x), SegmentValue::Exact(y)),
                            (SegmentValue::Exact(x + 1), SegmentValue::Exact(y + 1)),
                        ],
                        heat(*b, max).filled(),
                    )))
                    .map_err(err)?;
            }
            cells[from][to] =
                chart.backend_coord(&(SegmentValue::CenterOf(x), SegmentValue::CenterOf(y)));
        }
    }
    // Byte values in the cells while they fit.
    let cell = chart.plotting_area().dim_in_pixel().0 / n as u32;
    if cell >= 44 {
        for (from, r) in sum.bytes.iter().enumerate() {
            for (to, b) in r.iter().enumerate() {
                let dark = *b > 0 && (*b as f64 / max.max(1) as f64).sqrt() > 0.5;
                let style = TextStyle::from((FONT, 12).into_font())
                    .color(if dark { &WHITE } else { &BLACK })
                    .pos(Pos::new(HPos::Center, VPos::Center));
                let (x, y) = cells[from][to];
                area.draw(&Text::new(
                    bytes_label(*b),
                    (x - area.get_base_pixel().0, y - area.get_base_pixel().1),
                    style,
                ))
                .map_err(err)?;
            }
        }
    }
    // Frame.
    chart
        .draw_series(std::iter::once(Rectangle::new(
            [
                (SegmentValue::Exact(0), SegmentValue::Exact(0)),
                (SegmentValue::Exact(n as i32), SegmentValue::Exact(n as i32)),
            ],
            BLACK.stroke_width(1),
        )))
        .map_err(err)?;
    colour_scale(max, &scale_area)?;
    Ok(Drawn { cells })
}

/// The colour scale of the matrix: a bar from white (0 bytes) to dark red (the busiest pair),
/// labelled in bytes.
fn colour_scale<DB: DrawingBackend>(max: u64, area: &Area<DB>) -> Result<(), String> {
    let top = max.max(1) as f64;
    let mut chart = ChartBuilder::on(area)
        .caption("bytes", (FONT, 13))
        .margin_top(14)
        .margin_bottom(40)
        .margin_right(5)
        .y_label_area_size(60)
        .build_cartesian_2d(0f64..1.0, 0f64..top)
        .map_err(err)?;
    let ylabel = |v: &f64| bytes_label(v.round() as u64);
    chart
        .configure_mesh()
        .disable_mesh()
        .disable_x_axis()
        .y_labels(5)
        .y_label_formatter(&ylabel)
        .label_style((FONT, 11))
        .draw()
        .map_err(err)?;
    const STEPS: u32 = 48;
    chart
        .draw_series((0..STEPS).map(|k| {
            let lo = top * k as f64 / STEPS as f64;
            let hi = top * (k + 1) as f64 / STEPS as f64;
            let b = ((lo + hi) / 2.0) as u64;
            Rectangle::new([(0.0, lo), (1.0, hi)], heat(b.max(1), top as u64).filled())
        }))
        .map_err(err)?;
    chart
        .draw_series(std::iter::once(Rectangle::new(
            [(0.0, 0.0), (1.0, top)],
            BLACK.stroke_width(1),
        )))
        .map_err(err)?;
    Ok(())
}

/// Bins of [`super::summary::Timeline`] on one thread: the category of each interval as the one
/// that took most of it (compute: the part of the interval in the thread's span that no other
/// category took). Runs of equal bins come out as one piece: (first bin, end bin, category).
fn strip(sum: &Summary, t: usize) -> Vec<(usize, usize, Category)> {
    let tl = &sum.timeline;
    let ts = &sum.threads[t];
    let Some(bins) = tl.bins.get(t) else {
        return Vec::new();
    };
    let mut out: Vec<(usize, usize, Category)> = Vec::new();
    for (b, times) in bins.iter().enumerate() {
        let start = tl.origin + b as u64 * tl.width;
        let end = start + tl.width;
        let inside = end.min(ts.last).saturating_sub(start.max(ts.first));
        if inside == 0 {
            continue;
        }
        let others: u64 = times.iter().sum();
        let mut best = (inside.saturating_sub(others), Category::Compute);
        for (k, cat) in Category::ALL.iter().enumerate() {
            if times[k] > best.0 {
                best = (times[k], *cat);
            }
        }
        match out.last_mut() {
            Some(last) if last.1 == b && last.2 == best.1 => last.1 = b + 1,
            _ => out.push((b, b + 1, best.1)),
        }
    }
    out
}

fn timeline_strips<DB: DrawingBackend>(sum: &Summary, area: &Area<DB>) -> Result<(), String> {
    let n = sum.threads.len().max(1);
    let tl = &sum.timeline;
    let end = sum
        .threads
        .iter()
        .map(|t| t.last)
        .max()
        .unwrap_or(0)
        .saturating_sub(tl.origin)
        .max(1);
    let (unit, scale) = time_unit(end);
    let thread = |t: usize| t.to_string();
    let mut chart = Rows {
        caption: "Timeline: what each thread spent each interval on (colours as above)",
        caption_size: 16,
        x_end: end as f64 / scale * 1.02,
        x_desc: format!("time since the start of the run ({unit})"),
        y_desc: "thread",
        names_width: 55,
        rows: n,
        name: &thread,
    }
    .draw(area)?;
    let at = |bin: usize| (bin as u64 * tl.width) as f64 / scale;
    for t in 0..sum.threads.len() {
        let y = row(t, n);
        let first = sum.threads[t].first.saturating_sub(tl.origin) as f64 / scale;
        let last = sum.threads[t].last.saturating_sub(tl.origin) as f64 / scale;
        chart
            .draw_series(strip(sum, t).into_iter().map(|(b0, b1, cat)| {
                let mut r = Rectangle::new(
                    [
                        (at(b0).max(first), SegmentValue::Exact(y)),
                        (at(b1).min(last), SegmentValue::Exact(y + 1)),
                    ],
                    rgb(cat).filled(),
                );
                r.set_margin(2, 2, 0, 0);
                r
            }))
            .map_err(err)?;
    }
    Ok(())
}

fn top_lines<DB: DrawingBackend>(sum: &Summary, area: &Area<DB>) -> Result<(), String> {
    let lines: Vec<_> = sum.lines.iter().take(TOP_LINES).collect();
    let n = lines.len().max(1);
    let longest = lines.iter().map(|l| l.time).max().unwrap_or(0).max(1);
    let (unit, scale) = time_unit(longest);
    let names: Vec<String> = lines
        .iter()
        .map(|l| {
            let file = std::path::Path::new(&l.file)
                .file_name()
                .map_or(l.file.clone(), |f| f.to_string_lossy().into_owned());
            format!("{file}:{}", l.line)
        })
        .collect();
    let name = |i: usize| names.get(i).cloned().unwrap_or_default();
    let mut chart = Rows {
        caption: "Top source lines by communication time",
        caption_size: 16,
        x_end: longest as f64 / scale * 1.45,
        x_desc: format!("time in communication, all threads ({unit})"),
        y_desc: "",
        names_width: 170,
        rows: lines.len(),
        name: &name,
    }
    .draw(area)?;
    for (i, l) in lines.iter().enumerate() {
        let y = row(i, n);
        let w = l.time as f64 / scale;
        let mut r = Rectangle::new(
            [
                (0.0, SegmentValue::Exact(y)),
                (w, SegmentValue::Exact(y + 1)),
            ],
            rgb(Category::Communication).filled(),
        );
        r.set_margin(3, 3, 0, 0);
        chart.draw_series(std::iter::once(r)).map_err(err)?;
        let calls = if l.calls == 1 { "call" } else { "calls" };
        let note = format!("{} {calls}, {}", l.calls, bytes_label(l.bytes));
        let style = TextStyle::from((FONT, 12).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
        chart
            .draw_series(std::iter::once(Text::new(
                note,
                (w + longest as f64 / scale * 0.01, SegmentValue::CenterOf(y)),
                style,
            )))
            .map_err(err)?;
    }
    Ok(())
}

/// A self-contained HTML report: the summary's text and tables (as HTML tables) and the chart
/// as inline SVG.
pub fn html(sum: &Summary) -> Result<String, String> {
    let svg = svg(sum)?;
    let svg = svg.trim_start_matches(|c| c != '<');
    let svg = match svg.find("<svg") {
        Some(i) => &svg[i..],
        None => svg,
    };
    Ok(format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>trace summary of {title}</title>\n<style>\n\
         body {{ font-family: sans-serif; margin: 2em; color: #222; }}\n\
         table {{ border-collapse: collapse; font-size: 13px; margin: 0.5em 0 1em; }}\n\
         th, td {{ padding: 2px 8px; border-bottom: 1px solid #ddd; text-align: left; }}\n\
         th {{ background: #f0f0f0; }}\n\
         h3 {{ font-size: 1em; margin: 1.2em 0 0.3em; }}\n\
         .n {{ text-align: right; font-variant-numeric: tabular-nums; }}\n\
         </style>\n</head>\n<body>\n<h1>trace summary of {title}</h1>\n\
         <h2>Charts</h2>\n<figure>\n{svg}\n</figure>\n<h2>Tables</h2>\n{tables}\
         </body>\n</html>\n",
        title = html_escape(&sum.program),
        tables = sum.report().html(),
    ))
}
