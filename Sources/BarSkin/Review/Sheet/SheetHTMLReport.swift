import BarSkinArt
import BarSkinCore
import BarSkinTrace

/// `barskin sheet`'s page: one cell per image family, grouped by item, each file at
/// its point size on a light, a dark and a checkerboard background and at its actual
/// pixels, with its name, pixel size and bytes; stretchable art also as its slice with
/// the caps marked and stretched; colour sets as a swatch per appearance, custom symbols as
/// their Regular-S master between its guides. Written a family at a time: no two families' images are held.
public enum SheetHTMLReport {
    /// Writes the page of `sheet` to `sink` in pieces, and gives back the files it could not show.
    @discardableResult
    public static func write(_ sheet: ContactSheet, title: String, decoder: PNGDecoder = PNGDecoder(), to sink: @escaping (String) -> Void) -> [any LocatedError] {
        var page = ReviewPage(title: title, css: css, sink: sink)
        let totals = sheet.totals
        page.add("<p class=\"summary\">\(counted(totals.groups, "item")), \(counted(totals.families, "image family", "image families")), "
            + "\(counted(totals.images, "image")), \(ByteCount.text(totals.bytes)) from "
            + sheet.sources.map { "<code>\(MarkupText.html($0))</code>" }.joined(separator: ", ") + "</p>\n")
        if sheet.groups.isEmpty { page.add("<p class=\"muted\">No images.</p>\n") }
        var failures: [any LocatedError] = []
        for group in sheet.groups {
            page.add("<section class=\"group\"><h2>\(MarkupText.html(group.name))</h2><div class=\"families\">\n")
            for family in group.families { page.add(cell(family, decoder: decoder, failures: &failures)) }
            for swatch in group.swatches { page.add(cell(swatch)) }
            page.add("</div></section>\n")
        }
        page.finish()
        return failures
    }

    /// One family's cell.
    static func cell(_ family: SheetFamily, decoder: PNGDecoder, failures: inout [any LocatedError]) -> String {
        let name = PathText.fileName(of: family.name)
        var html = "<div class=\"family\"><h3 title=\"\(MarkupText.html(family.name))\">\(MarkupText.html(name))"
        if let appearance = family.appearance { html += " <span class=\"appearance\">\(MarkupText.html(appearance))</span>" }
        html += "</h3>"
        // Each file read once; its data: URI shown on every background.
        var images: [(SheetImage, String)] = []
        for image in family.images {
            do { images.append((image, ReviewPage.dataURI(png: try image.pngBytes(decoder: decoder)))) } catch {
                failures.append(error as? any LocatedError ?? ReviewProblem.cannotCompare(reason: "\(error)").located(at: image.path))
            }
        }
        html += "<div class=\"panels\">"
        for background in ["light", "dark", "checker"] {
            html += "<div class=\"panel \(background)\">" + images.map { image, uri in
                img(uri, width: image.pointSize.width, height: image.pointSize.height, alt: image.fileName)
            }.joined() + "</div>"
        }
        html += "</div><div class=\"panel checker actual\">" + images.map { image, uri in
            img(uri, width: image.size.width, height: image.size.height, alt: image.fileName + " at actual pixels")
        }.joined() + "</div><ul class=\"facts\">"
        for (image, _) in images {
            html += "<li><code>\(MarkupText.html(image.label))</code> \(image.size.width)x\(image.size.height) px, \(ByteCount.text(image.bytes))</li>"
        }
        html += "</ul>"
        if let stretchable = family.images.last(where: { $0.caps != nil }), let stretch = SheetStretch(stretchable, decoder: decoder),
           let uri = images.first(where: { $0.0.path == stretchable.path })?.1, let stretched = try? PNGEncoder().encode(stretch.stretched) {
            html += "<div class=\"stretch\"><div class=\"slice checker\" style=\"width:\(stretchable.size.width)px;height:\(stretchable.size.height)px\">"
                + img(uri, width: stretchable.size.width, height: stretchable.size.height, alt: stretchable.fileName + " with its caps")
            for x in stretch.verticalLines { html += "<div class=\"cap vertical\" style=\"left:\(x)px\"></div>" }
            for y in stretch.horizontalLines { html += "<div class=\"cap horizontal\" style=\"top:\(y)px\"></div>" }
            html += "</div><div class=\"panel checker stretched\">"
                + img(ReviewPage.dataURI(png: stretched), width: stretch.pointSize.width, height: stretch.pointSize.height,
                      alt: stretchable.fileName + " stretched to \(stretch.pointSize.width)x\(stretch.pointSize.height) pt")
                + "</div><p class=\"muted\">caps marked; stretched to \(stretch.pointSize.width)x\(stretch.pointSize.height) pt</p></div>"
        }
        return html + "</div>\n"
    }

    /// One colour set's cell: a swatch per appearance, labelled, with its hex value.
    static func cell(_ swatch: SheetSwatch) -> String {
        "<div class=\"family colorset\"><h3>\(MarkupText.html(swatch.name)) <span class=\"appearance\">colour set</span></h3><div class=\"swatches\">"
            + swatch.colors.map { color in
                "<figure class=\"swatch\"><div class=\"chip checker\"><div style=\"background:\(color.css)\"></div></div>"
                    + "<figcaption>\(color.appearance == .any ? "any" : MarkupText.html(color.appearance.rawValue.replacingOccurrences(of: "-", with: " "))) "
                    + "<code>\(color.hex)</code></figcaption></figure>"
            }.joined() + "</div></div>\n"
    }

    private static func img(_ uri: String, width: Int, height: Int, alt: String) -> String {
        "<img class=\"art\" width=\"\(width)\" height=\"\(height)\" alt=\"\(MarkupText.html(alt))\" src=\"\(uri)\">"
    }

    private static func counted(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }

    private static let css = """
    .summary{color:#333}.group{margin:16px 0}.group h2{font-size:16px;margin:0 0 6px;border-bottom:1px solid #ddd}
    .families{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
    .family{background:#fff;border:1px solid #ddd;border-radius:8px;padding:8px;max-width:100%;box-sizing:border-box;overflow-x:auto}.family h3{font-size:13px;margin:0 0 6px}
    .appearance{border-radius:8px;padding:0 6px;background:#eee;font-weight:400}
    .panels{display:flex;gap:0}.panel{display:inline-flex;gap:6px;align-items:flex-end;padding:6px;vertical-align:top}
    .actual{margin-top:4px}.facts{margin:4px 0 0;padding:0;list-style:none;font-size:12px;color:#333}
    .stretch{margin-top:6px}.slice{position:relative;margin-bottom:4px}.slice img{position:absolute;left:0;top:0}
    .swatches{display:flex;gap:8px}.swatch{margin:0;font-size:12px;text-align:center}.chip{width:48px;height:32px;border:1px solid #ccc;border-radius:4px}
    .chip div{width:100%;height:100%;border-radius:3px}
    .cap{position:absolute;background:#ff00ff}.cap.vertical{top:0;bottom:0;width:1px}.cap.horizontal{left:0;right:0;height:1px}
    """
}
