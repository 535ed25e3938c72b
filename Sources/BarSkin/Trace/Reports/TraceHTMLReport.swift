import Foundation

/// `barskin trace --format html`: one self-contained page (no external files)
/// with a summary, the launch set, findings, assets with thumbnails as
/// `data:` URIs, and references, in tables sortable by clicking a header.
public enum TraceHTMLReport {
    /// Files larger than this get no thumbnail, to keep the page small.
    public static let thumbnailByteLimit = 256 * 1024

    /// The page.
    public static func html(_ report: TraceReport) -> String {
        let thumbnails = thumbnailURIs(report)
        func thumb(_ path: String?) -> String {
            guard let path, let uri = thumbnails[path] else { return "<span class=\"nothumb\"></span>" }
            return "<img class=\"thumb\" alt=\"\" src=\"\(uri)\">"
        }
        var page = HTMLPage(title: "barskin trace: \(report.profile.description)")
        let errors = report.findings(.error).count, warnings = report.findings(.warning).count
        let unused = report.assets.filter { !report.isUsed($0) }.count
        page.cards([
            ("Errors", "\(errors)", errors > 0 ? "bad" : "good"),
            ("Warnings", "\(warnings)", warnings > 0 ? "warn" : "good"),
            ("References", "\(report.references.count)", ""),
            ("Assets", "\(report.assets.count) (\(unused) unused)", ""),
            ("Launch memory", ByteCount.text(report.launch.decodedBytes) + " in \(report.launch.images.count) images", ""),
        ])
        page.section("Launch set", note: "Images loaded at launch at @\(report.profile.highestScale)x"
            + (report.launch.storyboard.map { " (initial scene of \($0))" } ?? "") + ", with their decoded bitmap memory.")
        page.table(["", "Name", "File", "Pixels", "Decoded"], numeric: [4], rows: report.launch.images.map { image in
            [thumb(image.path), HTMLPage.escape(image.name), HTMLPage.code(image.path),
             image.pixelSize.map { "\($0.width)×\($0.height)" } ?? "–",
             HTMLPage.sortable(image.decodedBytes, ByteCount.text(image.decodedBytes))]
        })
        page.section("Findings", note: "Errors first; click a column header to sort.")
        let errorsFirst = report.findings(.error) + report.findings(.warning)
        page.table(["Severity", "Kind", "Name", "Location", "Message"], numeric: [], rows: errorsFirst.map { finding in
            var location = finding.file
            if let line = finding.line { location += ":\(line)" + (finding.column.map { ":\($0)" } ?? "") }
            return ["<span class=\"badge \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span>",
                    finding.kind.rawValue, HTMLPage.escape(finding.name), HTMLPage.code(location), HTMLPage.escape(finding.message)]
        })
        page.section("Assets", note: nil)
        let resolver = ImageNamedResolver(index: AssetIndex(imageSets: [], looseImages: [], iconSets: []), profile: report.profile)
        page.table(["", "Name", "Kind", "Scales", "Used", "Files"], numeric: [], rows: report.assets.map { asset in
            let used = report.isUsed(asset)
            return [thumb(resolver.variant(of: asset, at: report.profile.highestScale)?.path ?? asset.variants.first?.path),
                    HTMLPage.escape(asset.name), asset.kind.rawValue,
                    asset.scales.map { "@\($0)x" }.joined(separator: " "),
                    "<span class=\"badge \(used ? "used" : "unused")\">\(used ? "used" : "unused")</span>",
                    asset.variants.map { HTMLPage.code($0.path) }.joined(separator: "<br>")]
        })
        page.section("References", note: nil)
        page.table(["Name", "Location", "Source", "Role", "Scene", "Resolved", "Launch"], numeric: [], rows: report.references.map { resolved in
            let reference = resolved.reference
            return [HTMLPage.escape(reference.displayName), HTMLPage.code("\(reference.file):\(reference.line):\(reference.column)"),
                    reference.source.rawValue, HTMLPage.escape(reference.role), HTMLPage.escape(reference.scene ?? ""),
                    resolved.resolvedPath.map(HTMLPage.code) ?? "<span class=\"muted\">–</span>", resolved.launch ? "yes" : ""]
        })
        return page.finish()
    }

    /// `data:` URIs for every asset file small enough, by path.
    static func thumbnailURIs(_ report: TraceReport) -> [String: String] {
        var uris: [String: String] = [:]
        let types = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif"]
        for asset in report.assets {
            for variant in asset.variants {
                let pathExtension = (variant.path as NSString).pathExtension.lowercased()
                guard let type = types[pathExtension],
                      let attributes = try? FileManager.default.attributesOfItem(atPath: variant.path),
                      let size = attributes[.size] as? Int, size <= thumbnailByteLimit,
                      let data = FileManager.default.contents(atPath: variant.path) else { continue }
                uris[variant.path] = "data:\(type);base64," + data.base64EncodedString()
            }
        }
        return uris
    }
}
