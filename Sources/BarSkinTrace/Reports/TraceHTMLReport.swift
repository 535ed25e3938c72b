import BarSkinCore
import Foundation

/// `barskin trace --format html`: one self-contained page (no external files)
/// with a summary, the launch set, findings, assets with thumbnails as
/// `data:` URIs, and references, in tables sortable by clicking a header.
public enum TraceHTMLReport {
    /// Files other than PNG larger than this get no thumbnail, to keep the page small.
    public static let thumbnailByteLimit = 64 * 1024

    /// At most this many references are listed; the JSON report has them all.
    public static let referenceRowLimit = 5000

    /// The page.
    public static func html(_ report: TraceReport) -> String {
        var pieces: [String] = []
        write(report) { pieces.append($0) }
        return pieces.joined()
    }

    /// The page as ``html(_:)`` gives it, handed to `sink` in pieces of about
    /// 64 KiB as it is built.
    public static func write(_ report: TraceReport, to sink: @escaping (String) -> Void) {
        let resolver = ImageNamedResolver(index: AssetIndex(imageSets: [], looseImages: [], iconSets: []), profile: report.profile)
        let shown = Dictionary(report.assets.map { asset in
            // The lowest scale the profile loads: the smallest file that shows the art.
            ("\(asset.kind.rawValue):\(asset.name)", resolver.variant(of: asset, at: report.profile.scales.first ?? 1)?.path ?? asset.variants.first?.path)
        }, uniquingKeysWith: { first, _ in first })
        let thumbnails = thumbnailURIs(for: Set(shown.values.compactMap { $0 } + report.launch.images.map(\.path)))
        func thumb(_ path: String?) -> String {
            guard let path, let uri = thumbnails[path] else { return "<span class=\"nothumb\"></span>" }
            return "<img class=\"thumb\" alt=\"\" src=\"\(uri)\">"
        }
        let paths = ReportPaths(roots: report.roots)
        func path(_ full: String) -> String { HTMLPage.path(paths.display(full), full: PathText.absolute(full)) }
        // A finding about an image shows it: by the asset it points at, else the image its name finds.
        var byLocation: [String: String] = [:], byName: [String: String] = [:]
        for asset in report.assets {
            let key = "\(asset.kind.rawValue):\(asset.name)"
            byLocation[asset.location] = byLocation[asset.location] ?? key
            byName[asset.name] = byName[asset.name] ?? key
        }
        // A finding about a colour set shows its swatches instead.
        let colorsByLocation = Dictionary(report.colorSets.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        let colorsByName = Dictionary(report.colorSets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func findingThumb(_ finding: Finding) -> String {
            if finding.assetType == .color {
                return (colorsByLocation[finding.file] ?? colorsByName[finding.name]).map(ColorSwatches.html) ?? "<span class=\"nothumb\"></span>"
            }
            return thumb((byLocation[finding.file] ?? byName[finding.name]).flatMap { shown[$0] ?? nil })
        }
        var page = HTMLPage(title: "barskin trace: \(report.profile.description)", sink: sink)
        let errors = report.findings(.error).count, warnings = report.findings(.warning).count
        let unused = report.findings.lazy.filter { $0.kind == .unused }.count
        page.cards([
            ("Errors", "\(errors)", errors > 0 ? "bad" : "good"),
            ("Warnings", "\(warnings)", warnings > 0 ? "warn" : "good"),
            ("References", "\(report.references.count)", ""),
            ("Assets", "\(report.assets.count) (\(unused) unused)", ""),
            ("Launch memory", ByteCount.text(report.launch.decodedBytes) + " in \(report.launch.images.count) images", ""),
        ])
        page.section("Launch set", note: "Images loaded at launch at @\(report.profile.highestScale)x"
            + (report.launch.storyboard.map { " (initial scene of \($0))" } ?? "") + ", with their decoded bitmap memory.")
        page.table(["", "Name", "File", "Pixels", "Decoded"], numeric: [4], rows: report.launch.images.lazy.map { image in
            [thumb(image.path), HTMLPage.escape(image.name), path(image.path),
             image.pixelSize.map { "\($0.width)×\($0.height)" } ?? "–",
             HTMLPage.sortable(image.decodedBytes, ByteCount.text(image.decodedBytes))]
        })
        let folders = UnusedFolder.groups(in: report)
        if !folders.isEmpty {
            page.section("Unused images by folder", note: "Nothing names them: deleting them saves these bytes.")
            page.table(["Folder", "Images", "Bytes"], numeric: [1, 2], rows: folders.lazy.map { folder in
                [path(folder.folder.isEmpty ? "." : folder.folder), "\(folder.findings.count)",
                 HTMLPage.sortable(folder.bytes, ByteCount.text(folder.bytes))]
            })
        }
        if !report.outsideTargets.isEmpty {
            page.section("Outside every target", note: "Images no target ships and nothing references: not the app's.")
            page.table(["Folder", "Images"], numeric: [1], rows: report.outsideTargets.lazy.map { folder in
                [path(folder.folder.isEmpty ? "." : folder.folder), "\(folder.images.count)"]
            })
        }
        if !report.buildOutputs.isEmpty {
            page.section("Drawn by BarSkin", note: "Art BarSkin builds draw that no code names yet: no finding, the skin decides what is drawn.")
            page.table(["Skin", "Build record", "Images"], numeric: [2], rows: report.buildOutputs.lazy.map { build in
                [HTMLPage.escape(build.source), path(build.manifest), "\(build.images.count)"]
            })
        }
        page.section("Findings", note: "Errors first; click a column header to sort.")
        let types = AssetType.allCases.filter { type in report.findings.contains { $0.assetType == type } }
        if types.count > 1 { page.filter("Asset type", column: 3, values: types.map(\.rawValue)) }
        let errorsFirst = [report.findings(.error), report.findings(.warning)].joined()
        page.table(["", "Severity", "Kind", "Type", "Name", "Location", "Message"], numeric: [], rows: errorsFirst.lazy.map { finding in
            let suffix = finding.line.map { ":\($0)" + (finding.column.map { ":\($0)" } ?? "") } ?? ""
            let location = HTMLPage.path(paths.display(finding.file) + suffix, full: PathText.absolute(finding.file) + suffix)
            return [findingThumb(finding), "<span class=\"badge \(finding.severity.rawValue)\">\(finding.severity.rawValue)</span>"
                        + (finding.isKnown ? " <span class=\"muted\">baseline</span>" : ""),
                    finding.kind.rawValue, finding.assetType.rawValue, HTMLPage.escape(finding.name), location, HTMLPage.escape(finding.message)]
        })
        page.section("Assets", note: nil)
        page.table(["", "Name", "Kind", "Scales", "Used", "Files"], numeric: [], rows: report.assets.lazy.map { asset in
            let used = report.isUsed(asset)
            return [thumb(shown["\(asset.kind.rawValue):\(asset.name)"] ?? nil),
                    HTMLPage.escape(asset.name), asset.kind.rawValue,
                    asset.scales.map { "@\($0)x" }.joined(separator: " "),
                    "<span class=\"badge \(used ? "used" : "unused")\">\(used ? "used" : "unused")</span>",
                    asset.variants.map { path($0.path) }.joined(separator: "<br>")]
        })
        if !report.colorSets.isEmpty {
            page.section("Colour sets", note: "Each appearance's colour, as its Contents.json gives it.")
            page.table(["Colours", "Name", "Appearances", "Used", "Set"], numeric: [], rows: report.colorSets.lazy.map { set in
                let used = report.usedColorSets.contains(set.location)
                return [ColorSwatches.html(set), HTMLPage.escape(set.name), HTMLPage.escape(ColorSwatches.text(set)),
                        "<span class=\"badge \(used ? "used" : "unused")\">\(used ? "used" : "unused")</span>", path(set.location)]
            })
        }
        let listed = report.references.prefix(referenceRowLimit)
        page.section("References", note: listed.count < report.references.count
            ? "The first \(listed.count) of \(report.references.count); the JSON report lists them all." : nil)
        page.table(["Name", "Location", "Source", "Role", "Scene", "Resolved", "Launch"], numeric: [], rows: listed.lazy.map { resolved in
            let reference = resolved.reference
            let place = ":\(reference.line):\(reference.column)"
            return [HTMLPage.escape(reference.displayName),
                    HTMLPage.path(paths.display(reference.file) + place, full: PathText.absolute(reference.file) + place),
                    reference.source.rawValue, HTMLPage.escape(reference.calledAs), HTMLPage.escape(reference.scene ?? ""),
                    resolved.resolvedPath.map(path) ?? "<span class=\"muted\">–</span>", resolved.launch ? "yes" : ""]
        })
        page.finish()
    }

    /// `data:` URIs of previews, by path: PNGs shrunk to ``Thumbnail/side``, other
    /// browser-readable files as they are when small enough. Built in parallel.
    static func thumbnailURIs(for paths: Set<String>) -> [String: String] {
        let types = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif"]
        let sorted = paths.sorted()
        let uris = BatchRunner().run(sorted) { path -> String? in
            let pathExtension = (path as NSString).pathExtension.lowercased()
            guard let type = types[pathExtension] else { return nil }
            if pathExtension == "png" {
                return Thumbnail.png(ofFileAt: path).map { "data:image/png;base64," + Data($0).base64EncodedString() }
            }
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let size = attributes[.size] as? Int, size <= thumbnailByteLimit,
                  let data = FileBytes.data(path) else { return nil }
            return "data:\(type);base64," + data.base64EncodedString()
        }
        var result: [String: String] = [:]
        for (path, uri) in zip(sorted, uris) { result[path] = uri }
        return result
    }
}
