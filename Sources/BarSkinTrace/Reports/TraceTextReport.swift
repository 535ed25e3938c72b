import BarSkinCore

/// `barskin trace --format text`: a summary, findings grouped by severity and
/// kind, and the launch set with its memory.
public enum TraceTextReport {
    /// The report text; `wording` words how to list what it leaves out (the command line: its flag).
    public static func text(_ report: TraceReport, listingAll: Bool = false, wording: (Remedy) -> String? = { _ in nil }) -> String {
        var pieces: [String] = []
        write(report, listingAll: listingAll, wording: wording) { pieces.append($0) }
        return pieces.joined()
    }

    /// The text as ``text(_:)`` gives it, handed to `sink` in pieces of about
    /// 64 KiB: one line per finding is never held whole. Images in no target that
    /// nothing references are one line per folder, and each of them too when `listingAll`.
    /// Findings a baseline knows are one line with their count after the new ones, and
    /// listed there too when `listingAll`: the one new finding is what a reader looks for.
    public static func write(_ report: TraceReport, listingAll: Bool = false, wording: (Remedy) -> String? = { _ in nil },
                             to sink: @escaping (String) -> Void) {
        var lines = Lines(sink: sink)
        let counts = report.fileCounts
        lines.append("barskin trace for \(report.profile.description)")
        lines.append("  \(count(report.references.count, "reference")) in \(count(counts.interface, "storyboard/xib", plural: "storyboards/xibs")), "
            + "\(count(counts.sources, "source file")), \(count(counts.plists, "Info.plist", plural: "Info.plists"))"
            + (counts.skins > 0 ? ", \(count(counts.skins, "skin file"))" : ""))
        lines.append("  \(count(report.assets.count, "asset")) (\(assetSummary(report)))"
            + (report.systemSymbols > 0 ? ", \(count(report.systemSymbols, "system symbol")) not checked" : ""))
        if !report.targets.isEmpty { lines.append("  " + TraceXcodeReport.singleLine(targetSummary(report))) }
        for severity in [Finding.Severity.error, .warning] {
            let findings = report.findings(severity).filter { !$0.isKnown }
            // Counted in one pass and listed without copying a group: a large project has 400,000.
            var counts: [Finding.Kind: Int] = [:]
            for finding in findings { counts[finding.kind, default: 0] += 1 }
            let all = counts.values.reduce(0, +)
            lines.append("")
            lines.append(severity == .error ? "Errors (\(all))" : "Warnings (\(all))")
            if all == 0 { lines.append("  none") }
            for kind in Finding.Kind.allCases {
                guard let total = counts[kind] else { continue }
                let group = findings.lazy.filter { $0.kind == kind }
                lines.append("  \(kind.rawValue) (\(total))")
                if kind == .unused {
                    // By folder with the bytes on disk, so the saving of deleting them is visible.
                    for folder in UnusedFolder.groups(in: report, newOnly: true) {
                        lines.append("    " + TraceXcodeReport.singleLine("\(folder.folder.isEmpty ? "." : folder.folder)/ "
                            + "(\(Self.assetCounts(folder.findings)), \(ByteCount.text(folder.bytes)))"))
                        for finding in folder.findings { lines.append("      " + line(for: finding)) }
                    }
                    continue
                }
                for finding in group { lines.append("    " + line(for: finding)) }
            }
        }
        writeKnown(report, listing: listingAll, wording: wording, to: &lines)
        if !report.buildOutputs.isEmpty {
            lines.append("")
            lines.append("Drawn by BarSkin, named by no code yet (\(drawn(report.buildOutputs.flatMap(\.images))): the skin decides what is drawn)")
            for build in report.buildOutputs {
                lines.append("  " + TraceXcodeReport.singleLine("\(build.source) (\(build.manifest)): \(drawn(build.images))"))
                if listingAll { for image in build.images { lines.append("    " + TraceXcodeReport.singleLine(image)) } }
            }
        }
        if !report.outsideTargets.isEmpty {
            let total = report.outsideTargets.reduce(0) { $0 + $1.images.count }
            lines.append("")
            lines.append("Outside every target (\(count(total, "image")) nothing references: not the app's)")
            for folder in report.outsideTargets {
                lines.append("  " + TraceXcodeReport.singleLine("\(folder.folder.isEmpty ? "." : folder.folder): \(count(folder.images.count, "image")) in no target"))
                if listingAll { for image in folder.images { lines.append("    " + TraceXcodeReport.singleLine(image)) } }
            }
        }
        lines.append("")
        let launch = report.launch
        lines.append("Launch set: \(count(launch.images.count, "image")), \(ByteCount.text(launch.decodedBytes)) decoded at @\(report.profile.highestScale)x"
            + (launch.storyboard.map { " (initial scene of \(TraceXcodeReport.singleLine($0)))" } ?? ""))
        for image in launch.images {
            let size = image.pixelSize.map { "\($0.width)x\($0.height)" } ?? "size unknown"
            lines.append("  " + TraceXcodeReport.singleLine("\(image.name)  \(image.path)  \(size)  \(ByteCount.text(image.decodedBytes))"))
        }
        lines.finish()
    }

    /// `In the baseline: 61 findings (2 errors, 59 warnings)`, and each of them when `listing`.
    private static func writeKnown(_ report: TraceReport, listing: Bool, wording: (Remedy) -> String?, to lines: inout Lines) {
        let known = report.findings.lazy.filter(\.isKnown)
        guard !known.isEmpty else { return }
        let errors = known.filter { $0.severity == .error }.count, total = known.count
        lines.append("")
        lines.append("In the baseline: \(count(total, "finding")) (\(count(errors, "error")), \(count(total - errors, "warning")))"
            + (listing ? "" : ", not listed" + (wording(.listKnownFindings) ?? "")))
        guard listing else { return }
        for finding in known { lines.append("  \(finding.kind.rawValue): " + line(for: finding)) }
    }

    /// One finding on one line: where and what.
    private static func line(for finding: Finding) -> String {
        var location = finding.file
        if let line = finding.line { location += ":\(line)" + (finding.column.map { ":\($0)" } ?? "") }
        return TraceXcodeReport.singleLine("\(location): \(finding.message)")
    }

    /// `3 unused`, and the possibly used, unbundled and grouped counts where there are any.
    private static func assetSummary(_ report: TraceReport) -> String {
        let counts = Dictionary(grouping: report.findings.lazy.map(\.kind).filter { [.unused, .possiblyUsed, .notInBundle].contains($0) }) { $0 }
        return "\(counts[.unused]?.count ?? 0) unused"
            + (counts[.possiblyUsed].map { ", \($0.count) possibly used" } ?? "")
            + (counts[.notInBundle].map { ", \($0.count) in no bundle" } ?? "")
            + groupSummary(report.findings.filter { $0.kind == .unreferencedGroup })
    }

    /// `, 60 in 1 unreferenced group`: the images the groups stand for, which `unused` no longer counts.
    private static func groupSummary(_ groups: [Finding]) -> String {
        groups.isEmpty ? "" : ", \(groups.reduce(0) { $0 + $1.groupImages.count }) in \(count(groups.count, "unreferenced group"))"
    }

    /// The Xcode targets traced and left out.
    private static func targetSummary(_ report: TraceReport) -> String {
        func listed(_ targets: [XcodeTarget]) -> String { targets.map { "\($0.name) (\($0.kind.rawValue))" }.joined(separator: ", ") }
        let kept = report.targets.filter { report.tracedTargets.contains($0.name) }
        let left = report.targets.filter { !report.tracedTargets.contains($0.name) }
        return "Xcode targets: \(listed(kept))" + (left.isEmpty ? "" : "; left out: \(listed(left))")
    }

    /// Lines handed on a piece at a time (``String/handOn(ifFullTo:)``).
    private struct Lines {
        let sink: (String) -> Void
        var buffer = ""

        mutating func append(_ line: String) {
            buffer += line
            buffer += "\n"
            buffer.handOn(ifFullTo: sink)
        }

        func finish() { sink(buffer) }
    }

    /// `3 images`, `2 colour sets`, `1 data set`, or each where a folder holds several types (symbol sets count as images).
    static func assetCounts(_ findings: [Finding]) -> String {
        let colors = findings.lazy.filter { $0.assetType == .color }.count
        let data = findings.lazy.filter { $0.assetType == .data }.count
        let images = findings.count - colors - data
        let counts = [(images, "image"), (colors, "colour set"), (data, "data set")].filter { $0.0 > 0 }
        return counts.isEmpty ? count(0, "image") : counts.map { count($0.0, $0.1) }.joined(separator: ", ")
    }

    /// `48 images`, or `48 images and 8 colour sets` where a build wrote colour sets too.
    static func drawn(_ paths: [String]) -> String {
        let colours = paths.filter { $0.hasSuffix(".colorset") }.count
        let images = count(paths.count - colours, "image")
        return colours == 0 ? images : images + " and " + count(colours, "colour set")
    }

    static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? singular : plural ?? singular + "s")
    }
}
