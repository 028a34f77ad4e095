//! A [`Grid`] drawn as an SVG heat map. The colours are a scale read in order: 0, the value of
//! a lost position (a P-position), has a colour of its own and a dark outline, so that the
//! P-positions stand out of any table and a strip's zeros never look like gaps; the other values
//! go from light to dark as they grow, in at most [`MAX_BANDS`] bands of consecutive values, and
//! a legend under the table says which colour is which value.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::Grid;

/// The fill of a cell of shade 0 (a P-position): a red that no other value takes.
pub const ZERO_FILL: &str = "#d7301f";

/// The outline drawn inside every cell of shade 0, and around its legend swatch.
pub const OUTLINE: &str = "#111111";

/// The most colour bands the non-zero values are drawn in: beyond that many distinct values,
/// consecutive values share a band (1–10, 11–20, …), so that every band can be told apart.
pub const MAX_BANDS: usize = 10;

/// The sequential scale of the non-zero values, lightest first: viridis, reversed, sampled at
/// nine even steps. Its lightness falls at every step and evenly, so a larger value is never
/// drawn lighter than a smaller one and neighbouring bands differ alike; it holds no red, so
/// [`ZERO_FILL`] is never mistaken for a value of it, and it reads in every common kind of
/// colour blindness.
const SCALE: [[u8; 3]; 9] = [
    [0xfd, 0xe7, 0x25],
    [0xad, 0xdc, 0x30],
    [0x5e, 0xc9, 0x62],
    [0x28, 0xae, 0x80],
    [0x21, 0x91, 0x8c],
    [0x2c, 0x72, 0x8e],
    [0x3b, 0x52, 0x8b],
    [0x47, 0x2d, 0x7b],
    [0x44, 0x01, 0x54],
];

/// The widest the grid of cells is drawn, in pixels: a table with more columns gets smaller
/// cells and a smaller font (down to [`SMALL_FONT`]) rather than a picture too wide to see.
const GRID_WIDTH: i64 = 1000;

/// The font of the title, keys, legend and notes, and of the cells of a table that fits
/// [`GRID_WIDTH`] with it.
const FONT: i64 = 11;

/// The font of the cells and keys of a table too wide for [`FONT`].
const SMALL_FONT: i64 = 9;

/// Draw a table as an SVG heat map: one square per cell, coloured by its shade on an ordered
/// scale, with its text inside (and as the square's tooltip), the row and column keys along
/// the edges, and under it a legend (value → colour, `0 (P-position)` first) and the notes.
/// The same table always gives the same bytes.
///
/// # Complexity
/// O(cells · log cells).
pub fn to_svg(table: &Grid) -> String {
    let scale = Scale::of(table);
    let chars = |s: &String| s.chars().count() as i64;
    let longest = table.cells.iter().flatten().map(|c| chars(&c.text));
    let longest = longest.chain(table.col_keys.iter().map(chars)).max().unwrap_or(1).max(1);
    let cols = table.col_keys.len() as i64;
    let rows = table.row_keys.len() as i64;
    // Monospace is about 0.6 em a character: a cell fits its longest text or column key.
    let fits = |font: i64| (6 * font * longest + 9) / 10 + 5;
    let (cell, font) = if cols * 26.max(fits(FONT)) <= GRID_WIDTH {
        (26.max(fits(FONT)), FONT)
    } else {
        ((GRID_WIDTH / cols.max(1)).clamp(14, 26).max(fits(SMALL_FONT)), SMALL_FONT)
    };
    let char_width = |font: i64| (6 * font + 9) / 10;
    let row_key_width = table.row_keys.iter().map(chars).max().unwrap_or(1);
    let margin_left = 12 + char_width(font) * row_key_width;
    let margin_top = 52;
    let grid_bottom = margin_top + rows * cell;
    let text_width = (9 * chars(&table.title))
        .max(char_width(FONT) * table.notes.iter().map(chars).max().unwrap_or(0));
    let width = (margin_left + cols * cell + 12).max(text_width + 8).max(scale.widest() + 8);
    let legend = scale.legend(width - 8);
    let legend_height = legend.iter().map(|&(_, _, line)| line + 1).max().unwrap_or(0) * 20;
    let notes_top = grid_bottom + 14 + legend_height;
    let height = notes_top + 6 + 18 * table.notes.len() as i64;

    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="monospace" font-size="{FONT}">"#
    );
    let _ = writeln!(svg, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(svg, r#"<text x="4" y="16" font-size="14">{}</text>"#, escape(&table.title));
    let _ = writeln!(
        svg,
        r#"<text x="4" y="{}" fill="dimgray">{} ↓ / {} →</text>"#,
        margin_top - 18,
        escape(&table.row_label),
        escape(&table.col_label)
    );
    let _ = writeln!(svg, r#"<g font-size="{font}">"#);
    for (c, key) in table.col_keys.iter().enumerate() {
        let x = margin_left + c as i64 * cell + cell / 2;
        let _ = writeln!(
            svg,
            r#"<text x="{x}" y="{}" text-anchor="middle" fill="dimgray">{}</text>"#,
            margin_top - 4,
            escape(key)
        );
    }
    let baseline = cell / 2 + font * 35 / 100;
    for (r, (key, row)) in table.row_keys.iter().zip(&table.cells).enumerate() {
        let y = margin_top + r as i64 * cell;
        let _ = writeln!(
            svg,
            r#"<text x="{}" y="{}" text-anchor="end" fill="dimgray">{}</text>"#,
            margin_left - 4,
            y + baseline,
            escape(key)
        );
        for (c, value) in row.iter().enumerate() {
            let x = margin_left + c as i64 * cell;
            let band = scale.band(value.shade);
            let square = square(x, y, cell, band);
            let at = match (table.row_label.is_empty(), table.col_label.is_empty()) {
                (false, false) => format!(
                    "{} {}, {} {}",
                    table.row_label, key, table.col_label, table.col_keys[c]
                ),
                (true, false) => format!("{} {}", table.col_label, table.col_keys[c]),
                _ => format!("{key}, {}", table.col_keys[c]),
            };
            let _ = writeln!(
                svg,
                r#"{square}<title>{}: {}</title></rect><text x="{}" y="{}" text-anchor="middle" fill="{}">{}</text>"#,
                escape(&at),
                escape(&value.text),
                x + cell / 2,
                y + baseline,
                band.ink,
                escape(&value.text)
            );
        }
    }
    let _ = writeln!(svg, "</g>");
    for (band, x, line) in legend {
        let y = grid_bottom + 12 + 20 * line;
        let swatch = square(x, y, 16, band).replacen("<rect ", r#"<rect class="legend" "#, 1);
        let _ = writeln!(
            svg,
            r#"{swatch}</rect><text x="{}" y="{}">{}</text>"#,
            x + 20,
            y + 12,
            escape(&band.label)
        );
    }
    for (i, note) in table.notes.iter().enumerate() {
        let y = notes_top + 12 + 18 * i as i64;
        let _ = writeln!(svg, r#"<text x="4" y="{y}">{}</text>"#, escape(note));
    }
    svg.push_str("</svg>\n");
    svg
}

/// The opening tag of a `side`-pixel square at `(x, y)` in `band`'s colour: a thin white
/// border between squares, or for shade 0 an [`OUTLINE`] drawn inside the square (where no
/// neighbour paints over it).
fn square(x: i64, y: i64, side: i64, band: &Band) -> String {
    if band.zero {
        format!(
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}" stroke="{OUTLINE}" stroke-width="2">"#,
            x + 1,
            y + 1,
            side - 2,
            side - 2,
            band.fill
        )
    } else {
        format!(
            r#"<rect x="{x}" y="{y}" width="{side}" height="{side}" fill="{}" stroke="white">"#,
            band.fill
        )
    }
}

/// One colour of the scale and what the legend says of it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Band {
    /// The fill, `#rrggbb`.
    fill: String,
    /// The colour of text written on the fill: black on light fills, white on dark ones.
    ink: &'static str,
    /// The legend's words: `0 (P-position)`, a value, or the first and last values, `1–10`.
    label: String,
    /// Whether this is shade 0's colour, outlined.
    zero: bool,
}

/// The colours of one table: a band for each distinct shade, in the shades' order.
#[derive(Debug, Clone)]
struct Scale {
    /// The bands, shade 0's first when the table has one, then by value.
    bands: Vec<Band>,
    /// The band of each distinct shade.
    of: BTreeMap<u64, usize>,
}

impl Scale {
    /// The scale of `table`: shade 0 [`ZERO_FILL`], the non-zero shades in order of value in
    /// bands of equal numbers of consecutive distinct shades (1, 2 or 5 times a power of ten,
    /// the fewest that make at most [`MAX_BANDS`] bands), light to dark along [`SCALE`]. A
    /// band's label names its first and last shade ([`name`]).
    ///
    /// # Complexity
    /// O(cells · log cells).
    fn of(table: &Grid) -> Self {
        let mut seen: BTreeMap<u64, BTreeMap<&str, usize>> = BTreeMap::new();
        for cell in table.cells.iter().flatten() {
            *seen.entry(cell.shade).or_default().entry(&cell.text).or_default() += 1;
        }
        let mut texts: BTreeMap<u64, String> =
            seen.iter().map(|(&shade, texts)| (shade, name(shade, texts))).collect();
        let mut bands = Vec::new();
        let mut of = BTreeMap::new();
        if texts.remove(&0).is_some() {
            bands.push(Band {
                fill: ZERO_FILL.into(),
                ink: ink(ZERO_FILL),
                label: "0 (P-position)".into(),
                zero: true,
            });
            of.insert(0, 0);
        }
        let shades: Vec<(&u64, &String)> = texts.iter().collect();
        let width = band_width(shades.len());
        let count = shades.len().div_ceil(width);
        for (i, chunk) in shades.chunks(width).enumerate() {
            let fill = ramp(i, count);
            let (first, last) = (chunk[0].1, chunk[chunk.len() - 1].1);
            let label = if chunk.len() == 1 { first.clone() } else { format!("{first}–{last}") };
            for (shade, _) in chunk {
                of.insert(**shade, bands.len());
            }
            bands.push(Band { ink: ink(&fill), fill, label, zero: false });
        }
        Self { bands, of }
    }

    /// The band of `shade` (one of the table's).
    fn band(&self, shade: u64) -> &Band {
        &self.bands[self.of[&shade]]
    }

    /// The width of one legend entry: swatch, gap, label and the space before the next.
    fn entry_width(band: &Band) -> i64 {
        20 + (6 * FONT + 9) / 10 * band.label.chars().count() as i64 + 16
    }

    /// The widest legend entry, so that the picture is at least that wide.
    fn widest(&self) -> i64 {
        self.bands.iter().map(Self::entry_width).max().unwrap_or(0)
    }

    /// The legend laid out in lines at most `width` wide: each band with its `x` from the left
    /// edge and its line, in order.
    fn legend(&self, width: i64) -> Vec<(&Band, i64, i64)> {
        let (mut x, mut line) = (4, 0);
        let mut placed = Vec::new();
        for band in &self.bands {
            let w = Self::entry_width(band);
            if x > 4 && x + w > width {
                (x, line) = (4, line + 1);
            }
            placed.push((band, x, line));
            x += w;
        }
        placed
    }
}

/// What the legend calls `shade`, from the `texts` its cells show and how often: the shade's
/// number where a cell shows it (a value), else the text most cells show (the longest of
/// those as common, then the first in order), with `…` when its cells show other texts too.
fn name(shade: u64, texts: &BTreeMap<&str, usize>) -> String {
    let number = shade.to_string();
    if texts.contains_key(number.as_str()) {
        return number;
    }
    let most = texts.iter().max_by(|a, b| {
        (a.1, a.0.chars().count()).cmp(&(b.1, b.0.chars().count())).then(b.0.cmp(a.0))
    });
    let text = most.map_or("", |(text, _)| text);
    if texts.len() > 1 { format!("{text}…") } else { text.to_string() }
}

/// How many consecutive distinct shades share a band, for `distinct` non-zero shades: 1, 2, 5,
/// 10, 20, 50, … whichever is the smallest that makes at most [`MAX_BANDS`] bands.
fn band_width(distinct: usize) -> usize {
    let mut power = 1;
    loop {
        for width in [power, 2 * power, 5 * power] {
            if distinct.div_ceil(width) <= MAX_BANDS {
                return width;
            }
        }
        power *= 10;
    }
}

/// The fill of band `i` of `count`, spread evenly from the light end of [`SCALE`] to its dark
/// end (one band alone takes the middle).
fn ramp(i: usize, count: usize) -> String {
    let t = if count <= 1 { 0.5 } else { i as f64 / (count - 1) as f64 };
    let at = t * (SCALE.len() - 1) as f64;
    let j = (at.floor() as usize).min(SCALE.len() - 2);
    let f = at - j as f64;
    let channel =
        |c: usize| (f64::from(SCALE[j][c]) * (1.0 - f) + f64::from(SCALE[j + 1][c]) * f).round();
    format!("#{:02x}{:02x}{:02x}", channel(0) as u8, channel(1) as u8, channel(2) as u8)
}

/// The relative luminance of a `#rrggbb` fill, from 0 (black) to 1 (white).
fn luminance(fill: &str) -> f64 {
    let channel = |k: usize| {
        let v = f64::from(u8::from_str_radix(&fill[1 + 2 * k..3 + 2 * k], 16).unwrap_or(0)) / 255.0;
        if v <= 0.040_45 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/// The text colour that reads on `fill`.
fn ink(fill: &str) -> &'static str {
    if luminance(fill) < 0.3 { "white" } else { "black" }
}

/// `text` with the characters XML reserves in text and attributes escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::super::Cell;
    use super::*;

    /// A table of one row holding `values`.
    fn strip(values: impl IntoIterator<Item = u64>) -> Grid {
        let cells: Vec<Cell> = values.into_iter().map(Cell::number).collect();
        Grid {
            title: "g".into(),
            row_label: String::new(),
            col_label: "n".into(),
            row_keys: vec!["g(n)".into()],
            col_keys: (0..cells.len()).map(|n| n.to_string()).collect(),
            cells: vec![cells],
            ..Default::default()
        }
    }

    /// Each cell's square: its fill and whether it carries the zero outline, row by row.
    fn squares(svg: &str) -> Vec<(String, bool)> {
        svg.lines()
            .filter(|l| l.starts_with("<rect x="))
            .map(|l| {
                let fill = l.split("fill=\"").nth(1).unwrap().split('"').next().unwrap();
                (fill.to_string(), l.contains(&format!("stroke=\"{OUTLINE}\"")))
            })
            .collect()
    }

    /// The legend's labels, in order.
    fn legend(svg: &str) -> Vec<String> {
        svg.lines()
            .filter(|l| l.starts_with("<rect class=\"legend\""))
            .map(|l| l.split("\">").last().unwrap().trim_end_matches("</text>").to_string())
            .collect()
    }

    /// A check that `svg` is well-formed XML as far as this writer can go wrong: every tag
    /// closed in order, every attribute quoted, every `&` an entity.
    fn assert_well_formed(svg: &str) {
        let mut open: Vec<&str> = Vec::new();
        let mut rest = svg;
        while let Some(start) = rest.find('<') {
            let text = &rest[..start];
            assert!(!text.contains('>'), "a stray `>` in {text:?}");
            for (i, _) in text.match_indices('&') {
                let entity = &text[i..];
                assert!(
                    ["&amp;", "&lt;", "&gt;", "&quot;"].iter().any(|e| entity.starts_with(e)),
                    "a bare `&` in {text:?}"
                );
            }
            let end = start + rest[start..].find('>').expect("a tag is closed");
            let tag = &rest[start + 1..end];
            assert!(!tag.contains('<'), "a `<` inside the tag {tag:?}");
            assert_eq!(tag.matches('"').count() % 2, 0, "an unquoted attribute in {tag:?}");
            if let Some(name) = tag.strip_prefix('/') {
                assert_eq!(open.pop(), Some(name), "</{name}> closes another tag");
            } else if !tag.ends_with('/') {
                open.push(tag.split_whitespace().next().unwrap());
            }
            rest = &rest[end + 1..];
        }
        assert!(open.is_empty(), "never closed: {open:?}");
    }

    #[test]
    fn zeros_are_outlined_and_in_the_legend_with_the_largest_value() {
        let table = Grid {
            title: "a <small> & \"quoted\" table".into(),
            row_label: "x".into(),
            col_label: "y".into(),
            row_keys: vec!["0".into(), "1".into()],
            col_keys: vec!["0".into(), "1".into(), "2".into()],
            cells: vec![
                vec![Cell::number(0), Cell::number(1), Cell::number(2)],
                vec![Cell::number(1), Cell::number(0), Cell::number(3)],
            ],
            ..Default::default()
        };
        let svg = to_svg(&table);
        assert_well_formed(&svg);
        let outlined: Vec<bool> = squares(&svg).into_iter().map(|(_, o)| o).collect();
        assert_eq!(outlined, [true, false, false, false, true, false]);
        assert_eq!(legend(&svg), ["0 (P-position)", "1", "2", "3"]);
        assert!(svg.contains(&format!(r#"fill="{ZERO_FILL}" stroke="{OUTLINE}""#)));
        assert!(svg.contains("<title>x 1, y 2: 3</title>"), "{svg}");
    }

    #[test]
    fn a_strips_zeros_are_outlined() {
        let svg = to_svg(&strip([0, 1, 0, 1, 2, 3, 2, 0]));
        assert_well_formed(&svg);
        let squares = squares(&svg);
        assert_eq!(squares.len(), 8);
        for (n, value) in [0, 1, 0, 1, 2, 3, 2, 0].into_iter().enumerate() {
            assert_eq!(squares[n].1, value == 0, "cell {n}");
            assert_eq!(squares[n].0 == ZERO_FILL, value == 0, "cell {n}");
        }
    }

    #[test]
    fn colours_darken_with_value_in_few_bands() {
        for top in [1, 2, 5, 9, 10, 11, 37, 95, 1000] {
            let svg = to_svg(&strip(0..=top));
            assert_well_formed(&svg);
            let fills: Vec<String> = squares(&svg).into_iter().map(|(fill, _)| fill).collect();
            assert_eq!(fills[0], ZERO_FILL);
            let distinct: std::collections::BTreeSet<&String> = fills[1..].iter().collect();
            assert!(distinct.len() <= MAX_BANDS, "{top}: {} bands", distinct.len());
            assert_eq!(distinct.len(), (top as usize).div_ceil(band_width(top as usize)));
            assert!(!distinct.contains(&ZERO_FILL.to_string()));
            for pair in fills[1..].windows(2) {
                let (a, b) = (luminance(&pair[0]), luminance(&pair[1]));
                assert!(b < a || pair[0] == pair[1], "{top}: {pair:?} does not darken");
            }
            let labels = legend(&svg);
            assert_eq!(labels.len(), 1 + distinct.len(), "{top}: {labels:?}");
            assert_eq!(labels[0], "0 (P-position)");
            assert!(labels.last().unwrap().ends_with(&top.to_string()), "{top}: {labels:?}");
        }
    }

    #[test]
    fn many_values_share_bands_of_round_width() {
        assert_eq!(band_width(10), 1);
        assert_eq!(band_width(11), 2);
        assert_eq!(band_width(95), 10);
        assert_eq!(band_width(101), 20);
        let labels = legend(&to_svg(&strip(0..=95)));
        assert_eq!(labels[1..3], ["1–10", "11–20"]);
        assert_eq!(labels.last().unwrap(), "91–95");
    }

    #[test]
    fn a_legend_names_a_shade_by_its_value_or_its_commonest_text() {
        let texts = |list: &[(&'static str, usize)]| list.iter().copied().collect();
        assert_eq!(name(1, &texts(&[("0", 1), ("1", 1), ("win", 1)])), "1");
        assert_eq!(name(9, &texts(&[("5 2", 1), ("∞{0}", 1), ("win", 1)])), "∞{0}…");
        assert_eq!(name(9, &texts(&[("∞{}", 2), ("draw", 3)])), "draw…");
        assert_eq!(name(2, &texts(&[("ω+1", 4)])), "ω+1");
    }

    #[test]
    fn text_reads_on_its_fill() {
        assert_eq!(ink(ZERO_FILL), "white");
        assert_eq!(ink(&ramp(0, 10)), "black");
        assert_eq!(ink(&ramp(9, 10)), "white");
    }

    #[test]
    fn the_same_table_gives_the_same_bytes() {
        let table = strip((0..200).map(|n| n * 7 % 13));
        assert_eq!(to_svg(&table), to_svg(&table.clone()));
    }
}
