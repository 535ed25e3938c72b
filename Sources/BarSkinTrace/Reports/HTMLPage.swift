import BarSkinCore

/// Writes the self-contained HTML page of a trace report: inline CSS, and a
/// few lines of inline JavaScript that sort a table when a header is clicked.
///
/// The page goes to `sink` as it is built, in pieces of about 64 KiB, so a
/// table of 400,000 findings is never held whole.
struct HTMLPage {
    private let sink: (String) -> Void
    private var buffer: String
    private let tail: String
    private var isFirstPart = true

    init(title: String, sink: @escaping (String) -> Void) {
        self.sink = sink
        // The frame's text around the body, cut where the body goes.
        let marker = "\u{0}body\u{0}"
        let frame = Self.frame(title: title, body: marker).components(separatedBy: marker)
        buffer = frame[0]
        tail = frame[1]
    }

    /// Starts the next part of the body, on a line of its own.
    private mutating func part(_ html: String) {
        buffer += isFirstPart ? html : "\n" + html
        isFirstPart = false
        buffer.handOn(ifFullTo: sink)
    }

    static func escape(_ text: String) -> String { MarkupText.html(text) }

    static func code(_ text: String) -> String { "<code>\(escape(text))</code>" }

    /// A path as the reader wants it, with the full path on hover.
    static func path(_ shown: String, full: String) -> String {
        "<code title=\"\(escape(full))\">\(escape(shown))</code>"
    }

    /// A cell whose sort key is a number while it shows text.
    static func sortable(_ value: Int, _ text: String) -> String { "<span data-sort=\"\(value)\">\(escape(text))</span>" }

    mutating func cards(_ items: [(label: String, value: String, style: String)]) {
        part("<div class=\"cards\">" + items.map { item in
            "<div class=\"card \(item.style)\"><div class=\"value\">\(Self.escape(item.value))</div><div class=\"label\">\(Self.escape(item.label))</div></div>"
        }.joined() + "</div>")
    }

    /// A menu that shows only the rows of the next table whose cell in `column` is the value chosen.
    mutating func filter(_ label: String, column: Int, values: [String]) {
        part("<p class=\"filter\"><label>\(Self.escape(label)) <select data-filter-column=\"\(column)\"><option value=\"\">all</option>"
            + values.map { "<option>\(Self.escape($0))</option>" }.joined() + "</select></label></p>")
    }

    mutating func section(_ heading: String, note: String?) {
        part("<h2>\(Self.escape(heading))</h2>")
        if let note { part("<p class=\"note\">\(Self.escape(note))</p>") }
    }

    /// A table whose rows are built one at a time as they are written.
    mutating func table<Rows: Sequence<[String]>>(_ headers: [String], numeric: Set<Int>, rows: Rows) {
        var iterator = rows.makeIterator()
        guard var row = iterator.next() else {
            part("<p class=\"muted\">None.</p>")
            return
        }
        var html = "<table class=\"sortable\"><thead><tr>"
        for (index, header) in headers.enumerated() {
            html += "<th\(numeric.contains(index) ? " class=\"num\"" : "")>\(Self.escape(header))</th>"
        }
        part(html + "</tr></thead><tbody>")
        while true {
            buffer += "<tr>" + row.enumerated().map { index, cell in
                "<td\(numeric.contains(index) ? " class=\"num\"" : "")>\(cell)</td>"
            }.joined() + "</tr>"
            buffer.handOn(ifFullTo: sink)
            guard let next = iterator.next() else { break }
            row = next
        }
        buffer += "</tbody></table>"
    }

    /// Writes the rest of the page.
    mutating func finish() {
        sink(buffer + tail)
        buffer = ""
    }

    private static func frame(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(title))</title>
        <style>
        body{font:14px/1.45 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:0 auto;max-width:1200px;padding:24px 32px;color:#1d1d1f;background:#fafafa}
        h1{font-size:24px;margin:0 0 16px}h2{font-size:18px;margin:32px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
        .cards{display:flex;gap:12px;flex-wrap:wrap}.card{background:#fff;border:1px solid #e0e0e0;border-radius:10px;padding:12px 18px;min-width:150px}
        .card .value{font-size:22px;font-weight:600}.card .label{color:#666;font-size:12px;text-transform:uppercase;letter-spacing:.04em}
        .card.bad .value{color:#c62828}.card.warn .value{color:#b26a00}.card.good .value{color:#2e7d32}
        table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #e0e0e0}
        th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #eee;vertical-align:middle}
        th{background:#f0f0f3;cursor:pointer;user-select:none;white-space:nowrap}th:after{content:" \\2195";color:#aaa}
        td.num,th.num{text-align:right}code{font:12px Menlo,Consolas,monospace;color:#333;word-break:break-all}
        .thumb{width:40px;height:40px;object-fit:contain;image-rendering:pixelated;display:block;background-color:#fff;background-image:linear-gradient(45deg,#eee 25%,transparent 25%,transparent 75%,#eee 75%),linear-gradient(45deg,#eee 25%,transparent 25%,transparent 75%,#eee 75%);background-size:10px 10px;background-position:0 0,5px 5px;border:1px solid #ddd}
        .nothumb{display:block;width:40px;height:40px;background:#f3f3f3;border:1px dashed #ccc}
        .badge{border-radius:9px;padding:1px 8px;font-size:12px;font-weight:600}.badge.error{background:#fde0e0;color:#b71c1c}
        .badge.warning{background:#fff1d6;color:#8a5300}.badge.used{background:#e3f3e4;color:#2e7d32}.badge.unused{background:#eee;color:#666}
        .note,.muted{color:#666}
        .swatches{display:flex;gap:3px}.swatch{display:block;width:18px;height:40px;border:1px solid #ccc;border-radius:3px}
        .swatch.system{background:repeating-linear-gradient(45deg,#ddd,#ddd 4px,#fff 4px,#fff 8px)}
        </style></head><body>
        <h1>\(Self.escape(title))</h1>
        \(body)
        <script>
        document.querySelectorAll("select[data-filter-column]").forEach(function (select) {
          select.addEventListener("change", function () {
            var table = select.closest("p").nextElementSibling, index = Number(select.dataset.filterColumn);
            Array.from(table.tBodies[0].rows).forEach(function (row) {
              row.hidden = select.value !== "" && row.children[index].textContent.trim() !== select.value; });
          });
        });
        document.querySelectorAll("table.sortable th").forEach(function (th) {
          th.addEventListener("click", function () {
            var table = th.closest("table"), body = table.tBodies[0], index = Array.from(th.parentNode.children).indexOf(th);
            var ascending = th.dataset.order !== "asc"; th.dataset.order = ascending ? "asc" : "desc";
            function key(row) { var cell = row.children[index], tagged = cell.querySelector("[data-sort]");
              return tagged ? Number(tagged.dataset.sort) : cell.textContent.trim().toLowerCase(); }
            Array.from(body.rows).sort(function (a, b) { var x = key(a), y = key(b);
              return (x < y ? -1 : x > y ? 1 : 0) * (ascending ? 1 : -1); }).forEach(function (row) { body.appendChild(row); });
          });
        });
        </script>
        </body></html>

        """
    }
}
