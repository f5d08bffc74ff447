/// The style sheet of the HTML report, and the CSS-only filters.
///
/// The layout is responsive so that nothing is clipped and the page never scrolls sideways:
/// drawings scale down with their cell (`max-width:100%`, height from the `viewBox`, so a
/// bar keeps its proportions; strokes stay one pixel and are not cut at the edge), spoken
/// text does not widen a column (`contain:inline-size`), so columns share the width in
/// proportion to their bars and every device is drawn at about the same scale, and long
/// words wrap anywhere. Where a matrix would have to shrink too far its cells wrap instead
/// (``wrapping(below:)``); below 640 px findings wrap onto lines. A step with repeated cells
/// (``HTMLReportBuilder/StepLayout``) is always laid out wrapped (`strip`), each cell named,
/// since its rows hold different columns.
///
/// Steps off screen are not laid out until scrolled to (`content-visibility:auto`), so a page
/// of thousands of cells opens in about a second; they stay searchable and in the
/// accessibility tree. So are the findings tables (`section.listing`, its height guessed from
/// its row count in `--rows`): thousands of table rows laid out at load cost more than all the
/// steps shown (on the full samples matrix, 2.3 s of 3 s).
///
/// A drawing's pieces are drawn with `<use>`, whose copies sit in a shadow tree: a selector
/// there cannot reach an ancestor outside the piece (`svg.bar .bg` would match nothing), so
/// the drawing rules name the pieces' own elements and classes, and the text style is set on
/// `svg.bar` for the copies to inherit.
///
/// Colours follow the Okabe–Ito palette (distinguishable with the common colour-vision
/// deficiencies), every colour has a text label next to it, dashes mark uncertain
/// decisions and hatching marks cut titles, and text meets WCAG AA contrast on its
/// background.
enum HTMLStyles {
  /// The fixed part of the style sheet.
  static let base = """
    :root{color-scheme:light;--fg:#1b1b1f;--muted:#4a4a52;--line:#c8c8cf;--link:#0b57a4;--focus:#1a5fd0}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--fg);background:#fff}
    a{color:var(--link)}
    a:focus-visible,input:focus-visible,[tabindex]:focus-visible,summary:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
    .skip{position:absolute;left:-9999px;top:8px;background:#fff;padding:6px 10px;border:2px solid var(--focus);z-index:10}
    .skip:focus{left:8px}
    header,nav,main,.panel{padding:0 24px}
    h1{font-size:1.6rem;margin:16px 0 4px}
    h2{font-size:1.3rem;margin:28px 0 8px;padding-bottom:4px;border-bottom:1px solid var(--line)}
    h3{font-size:1.05rem;margin:22px 0 6px}
    h4{font-size:1rem;margin:14px 0 4px}
    code{font:13px/1.4 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace}
    .muted{color:var(--muted)}
    .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}
    .totals{display:flex;flex-wrap:wrap;gap:6px 18px;margin:8px 0;padding:0;list-style:none}
    nav ol{columns:2 22em;margin:4px 0}
    .filters{display:flex;flex-wrap:wrap;gap:8px 24px}
    .filters fieldset{border:1px solid var(--line);border-radius:6px;padding:4px 10px 8px;margin:0}
    .filters legend{font-weight:600;padding:0 4px}
    .filters label{display:inline-block;margin:2px 10px 2px 0;white-space:nowrap}
    .legend{display:flex;flex-wrap:wrap;gap:6px 20px;margin:6px 0;padding:0;list-style:none}
    .legend li{display:flex;align-items:center;gap:6px}
    .scroll{overflow-x:auto;margin:0 0 8px}
    table{border-collapse:collapse}
    th{text-align:start}
    .matrix th,.matrix td{border:1px solid var(--line);padding:6px;vertical-align:top}
    .matrix td{overflow-wrap:anywhere}
    .matrix thead th{background:#f1f1f5}
    .matrix tbody th{background:#f8f8fa;font-weight:600}
    figure{margin:0}
    svg.bar{display:block;max-width:100%;height:auto;overflow:visible}
    svg.toolbar{margin-top:2px}
    path.screen{fill:none;stroke:#8e8e96;stroke-width:1;stroke-dasharray:3 3;vector-effect:non-scaling-stroke}
    rect.bg{fill:#f7f7f9;stroke:#8e8e96;stroke-width:1;vector-effect:non-scaling-stroke}
    svg.bar{font-family:system-ui,-apple-system,"Segoe UI",Inter,"Noto Sans","Noto Sans Arabic","Noto Sans CJK JP",sans-serif;font-size:17px;dominant-baseline:central;text-anchor:middle;fill:#1b1b1f}
    text.prompt{font-size:13px;fill:#4a4a52}
    g.back text,g.item text{fill:#0b57a4}
    path.chev{fill:none;stroke:#0b57a4;stroke-width:2.6;stroke-linecap:round;stroke-linejoin:round}
    g.title text{font-weight:600}
    g.title.large text{font-size:34px;font-weight:700}
    rect.hl{stroke-width:1.5}
    .o-full .hl,.sw.o-full{fill:#d7e8f6;stroke:#0072b2}
    .o-generic .hl,.sw.o-generic{fill:#fbe3b3;stroke:#a66300}
    .o-minimal .hl,.sw.o-minimal{fill:#f8cfb5;stroke:#c04a00}
    .o-custom .hl,.sw.o-custom{fill:#cdeee3;stroke:#00795a}
    g.u .hl,.sw.u{stroke-dasharray:5 3;stroke-width:2.5}
    rect.hatch,.sw.cut{fill:url(#hatch);stroke:#a4447f;stroke-width:1.5}
    g.view rect{fill:none;stroke:#6b6b73;stroke-dasharray:3 3}
    .img{fill:none;stroke:#0b57a4;stroke-width:1.8}
    .tags{display:flex;flex-wrap:wrap;gap:4px;margin:4px 0 0;padding:0;list-style:none}
    .tag{font-size:12px;line-height:18px;padding:0 7px;border-radius:9px;border:1.5px solid #6b6b73;background:#fff;color:var(--fg)}
    .tag.o-full{border-color:#0072b2;background:#d7e8f6}
    .tag.o-generic{border-color:#a66300;background:#fbe3b3}
    .tag.o-minimal{border-color:#c04a00;background:#f8cfb5}
    .tag.o-custom{border-color:#00795a;background:#cdeee3}
    .tag.cut{border-color:#a4447f;background:#f6e1ee}
    .tag.u{border-style:dashed}
    .speech{margin:4px 0 0;font-size:13px;max-width:30em;contain:inline-size}
    .vo{font-weight:600;font-size:11px;color:var(--muted);margin-inline-end:4px;text-transform:uppercase;letter-spacing:.02em}
    .said{unicode-bidi:isolate}
    .bar-name{margin:6px 0 2px;font-size:12px}
    .unreachable svg.bar{opacity:.55}
    .tag.hidden-vo{border-style:dotted}
    .cell-findings{margin:4px 0 0;padding:0;list-style:none;font-size:12px}
    .findings td,.findings th{border-bottom:1px solid var(--line);padding:5px 8px;vertical-align:top;overflow-wrap:anywhere}
    .findings thead th{background:#f1f1f5}
    .sev{font-weight:600}
    .sev-error{color:#b00020}
    .sev-warning{color:#7a4a00}
    .sev-info{color:#2f4a66}
    :target{outline:3px solid var(--focus);outline-offset:-3px;background:#eef4fd}
    .rule p{margin:4px 0 8px;max-width:52em}
    footer{padding:16px 24px;color:var(--muted)}
    section.flow>section{content-visibility:auto;contain-intrinsic-size:auto 900px}
    section.listing{content-visibility:auto;contain-intrinsic-size:auto calc(120px + var(--rows,0) * 26px)}
    .matrix td[data-col]::before{display:none;content:attr(data-col);font-weight:600;font-size:13px;margin:0 0 4px}
    .matrix.strip,.matrix.strip tbody{display:block}
    .matrix.strip tr{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 4px}
    .matrix.strip tbody th{flex:0 0 100%}
    .matrix.strip td{width:var(--w);max-width:100%}
    .matrix.strip td[data-col]::before{display:block}
    .matrix.strip td.row-speech{flex:0 0 100%;border:0;padding:0 6px 2px}
    .row-speech .speech{margin:0}
    .more{margin:0 0 6px}
    .more summary{cursor:pointer;color:var(--link)}
    .more:not([open])~.scroll .rep{display:none}
    @media (max-width:640px){
    header,nav,main,.panel{padding:0 12px}
    .findings thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
    .findings,.findings tbody{display:block}
    .findings tr{display:flex;flex-wrap:wrap;gap:2px 10px;padding:6px 0;border-bottom:1px solid var(--line)}
    .findings td{display:block;border:0;padding:0}
    .findings td:nth-child(n+6){flex-basis:100%}
    }
    @media print{.filters-panel,.skip{display:none}}
    """

  /// The wrapped layout of the matrices whose ``MatrixWidths/wrapBelow`` is in `widths`: at
  /// and below that window width the header row is hidden (kept for screen readers), each
  /// locale heads its own strip and its cells wrap at their column's width, each cell named
  /// by its `data-col`.
  static func wrapping(below widths: [Int]) -> String {
    Set(widths).sorted().map { width in
      let table = ".matrix.wrap-\(width)"
      return "@media (max-width:\(width)px){"
        + "\(table),\(table) tbody{display:block}"
        + "\(table) thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}"
        + "\(table) tr{display:flex;flex-wrap:wrap;gap:4px;margin:0 0 4px}"
        + "\(table) tbody th{flex:0 0 100%}"
        + "\(table) td{width:var(--w);max-width:100%}"
        + "\(table) td[data-col]::before{display:block}}"
    }.joined(separator: "\n")
  }

  /// Filter rules: a cleared checkbox hides what carries its index, with `:has()` alone, so
  /// the filters work without JavaScript.
  ///
  /// The `:has()` is on the filters panel, a sibling of `<main>`, not on `<body>`: then the
  /// browser re-checks it only when the panel changes, not for every element it parses into
  /// the page (on the full samples matrix, seconds of loading).
  static func filters(locales: Int, devices: Int) -> String {
    let panel = ".filters-panel"
    var rules: [String] = []
    for index in 0..<locales {
      rules.append("\(panel):has(#fl-\(index):not(:checked))~main [data-l=\"\(index)\"]{display:none}")
    }
    for index in 0..<devices {
      rules.append("\(panel):has(#fd-\(index):not(:checked))~main [data-d=\"\(index)\"]{display:none}")
    }
    let severities = ["error", "warning", "info"]
    for severity in severities {
      rules.append("\(panel):has(#fs-\(severity):not(:checked))~main [data-s=\"\(severity)\"]{display:none}")
    }
    // "Only bars with findings": a cell stays when it has a finding of a ticked severity.
    rules.append("\(panel):has(#fo:checked)~main td.cell:not([data-sv]){visibility:hidden}")
    for mask in 1..<(1 << severities.count) {
      let present = severities.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element)
      let condition = present.map { ":has(#fs-\($0):not(:checked))" }.joined()
      rules.append(
        "\(panel):has(#fo:checked)\(condition)~main td.cell[data-sv=\"\(present.joined(separator: " "))\"]{visibility:hidden}"
      )
    }
    return rules.joined(separator: "\n")
  }
}
