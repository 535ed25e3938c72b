import BarSkinCore
import Foundation

/// The frame of the review pages (`diff --format html`, `sheet`): one self-contained
/// file, inline CSS, images as `data:` URIs, no script and no address outside it.
///
/// The page goes to the sink in pieces as it is made, so its images are never all held.
struct ReviewPage {
    private let sink: (String) -> Void
    private var buffer = ""

    /// Starts a page titled `title` with `css` added to the shared style.
    init(title: String, css: String, sink: @escaping (String) -> Void) {
        self.sink = sink
        buffer = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(MarkupText.html(title))</title>
        <style>
        body{font:14px/1.4 "Liberation Sans",Helvetica,Arial,sans-serif;margin:0;padding:16px 24px;color:#1d1d1f;background:#fafafa}
        h1{font-size:22px;margin:0 0 12px}code{font:12px "Liberation Mono",Menlo,monospace;word-break:break-all}
        .checker{background-color:#fff;background-image:linear-gradient(45deg,#c8c8c8 25%,transparent 25%,transparent 75%,#c8c8c8 75%),linear-gradient(45deg,#c8c8c8 25%,transparent 25%,transparent 75%,#c8c8c8 75%);background-size:16px 16px;background-position:0 0,8px 8px}
        .light{background:#fff}.dark{background:#1c1c1e;color:#f2f2f7}
        img.art{display:block;image-rendering:pixelated}
        .muted{color:#666}
        \(css)
        </style></head><body>
        <h1>\(MarkupText.html(title))</h1>

        """
    }

    /// Adds `html` to the page, handing on what has gathered once it is large.
    mutating func add(_ html: String) {
        buffer += html
        if buffer.utf8.count >= 1 << 16 {
            sink(buffer)
            buffer = ""
        }
    }

    /// Ends the page.
    mutating func finish() {
        sink(buffer + "</body></html>\n")
        buffer = ""
    }

    /// A PNG's bytes as a `data:` URI.
    static func dataURI(png bytes: [UInt8]) -> String {
        "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// An `<img>` of PNG bytes at a width and height in CSS pixels, its alternative text escaped.
    static func image(png bytes: [UInt8], width: Int, height: Int, alt: String, classes: String = "art") -> String {
        "<img class=\"\(classes)\" width=\"\(width)\" height=\"\(height)\" alt=\"\(MarkupText.html(alt))\" src=\"\(dataURI(png: bytes))\">"
    }

    /// A display size for a `width` x `height` image: whole-number zoom up to `side` CSS pixels
    /// (at most 8 times, so a pixel stays a visible square), shrunk to fit when larger.
    static func displaySize(width: Int, height: Int, side: Int) -> (width: Int, height: Int) {
        let longest = max(width, height, 1)
        if longest > side { return (max(1, width * side / longest), max(1, height * side / longest)) }
        let zoom = max(1, min(8, side / longest))
        return (width * zoom, height * zoom)
    }
}
