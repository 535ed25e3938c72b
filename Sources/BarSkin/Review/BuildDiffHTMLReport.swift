import BarSkinCore
import BarSkinTrace

/// `barskin diff --format html`: a page that shows each added, removed and changed image,
/// old and new side by side on a checkerboard with a difference image (changed pixels
/// magenta), and counts the unchanged ones. Written as the comparison goes.
public struct BuildDiffHTMLReport {
    private var page: ReviewPage
    private var shown = 0

    /// The most pixels a side each picture of a change is shown at.
    public static let pictureSide = 240

    /// Starts the report of `old` against `new`, handing its text to `sink` in pieces.
    public init(old: String, new: String, sink: @escaping (String) -> Void) {
        page = ReviewPage(title: "barskin diff", css: Self.css, sink: sink)
        page.add("<p class=\"builds\">Old: <code>\(MarkupText.html(old))</code><br>New: <code>\(MarkupText.html(new))</code></p>\n<main>\n")
    }

    /// Adds one image: nothing for an unchanged one.
    public mutating func add(_ change: ImageChange) {
        guard change.status != .unchanged else { return }
        shown += 1
        var html = "<section class=\"change \(change.status.rawValue)\" id=\"change-\(shown)\">"
        html += "<h2><span class=\"status\">\(change.status.rawValue)</span> <code>\(MarkupText.html(change.path))</code></h2>"
        html += "<p class=\"detail\">\(MarkupText.html(change.detail))\(bytes(change))</p><div class=\"pictures\">"
        let size = change.newSize ?? change.oldSize ?? PixelSize(width: 1, height: 1)
        let largest = PixelSize(width: max(change.oldSize?.width ?? 0, size.width), height: max(change.oldSize?.height ?? 0, size.height))
        let shown = ReviewPage.displaySize(width: largest.width, height: largest.height, side: Self.pictureSide)
        let zoom = Double(shown.width) / Double(largest.width)
        for (label, png, pixels) in [("old", change.pictures?.old, change.oldSize), ("new", change.pictures?.new, change.newSize),
                                     ("difference", change.pictures?.difference, change.comparison == nil ? nil : largest)] {
            guard let png, let pixels else { continue }
            let width = max(1, Int((Double(pixels.width) * zoom).rounded())), height = max(1, Int((Double(pixels.height) * zoom).rounded()))
            html += "<figure class=\"\(label)\"><div class=\"checker\">"
                + ReviewPage.image(png: png, width: width, height: height, alt: label + " " + change.path)
                + "</div><figcaption>\(label)</figcaption></figure>"
        }
        page.add(html + "</div></section>\n")
    }

    /// Ends the page with the counts, shown above the changes.
    public mutating func finish(_ counts: BuildDiffCounts) {
        var html = "<div class=\"summary\"><div class=\"counts\">"
        for (label, value) in [("changed", counts.changed), ("added", counts.added), ("removed", counts.removed),
                               ("unchanged", counts.unchanged)] {
            html += "<div class=\"count \(label)\"><div class=\"value\">\(value)</div><div class=\"label\">\(label)</div></div>"
        }
        html += "</div><p class=\"muted\">\(MarkupText.html(counts.summary)). Unchanged images are counted, not shown.</p></div>\n"
        if shown == 0 { html += "<p class=\"nothing\">No image changed.</p>\n" }
        page.add(html + "</main>\n")
        page.finish()
    }

    private func bytes(_ change: ImageChange) -> String {
        switch (change.oldBytes, change.newBytes) {
        case let (old?, new?): " · \(ByteCount.text(old)) → \(ByteCount.text(new))"
        case let (old?, nil): " · \(ByteCount.text(old))"
        case let (nil, new?): " · \(ByteCount.text(new))"
        default: ""
        }
    }

    // The counts come last in the file (they are known once every image is compared)
    // and first on the screen: `main` is a flex column and the summary's order is -1.
    private static let css = """
    main{display:flex;flex-direction:column;gap:12px}.summary{order:-1}
    .counts{display:flex;gap:12px}.count{background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px 16px;min-width:90px}
    .count .value{font-size:22px;font-weight:600}.count .label{color:#666;font-size:12px;text-transform:uppercase}
    .change{background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px 16px}
    .change h2{font-size:15px;margin:4px 0}.status{border-radius:9px;padding:1px 8px;font-size:12px;font-weight:600;background:#eee}
    .changed .status{background:#fde0e0;color:#b71c1c}.added .status{background:#e3f3e4;color:#2e7d32}.removed .status{background:#fff1d6;color:#8a5300}
    .detail{margin:4px 0 8px;color:#333}.pictures{display:flex;gap:16px;align-items:flex-start}
    figure{margin:0}figcaption{font-size:12px;color:#666;text-align:center}.checker{display:inline-block;border:1px solid #ccc}
    """
}
