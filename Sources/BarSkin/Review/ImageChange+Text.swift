import BarSkinCore
import BarSkinTrace

extension ImageChange {
    /// What changed, as every report words it: `412 pixels differ, largest channel
    /// difference 87`, `size 30x30 -> 32x32 px, ...`, or the size of an added or removed image.
    public var detail: String {
        var parts: [String] = []
        switch status {
        case .added, .removed:
            if let size = newSize ?? oldSize { parts.append("\(size.width)x\(size.height) px") }
        case .changed, .unchanged:
            if let oldSize, let newSize, oldSize != newSize {
                parts.append("size \(oldSize.width)x\(oldSize.height) -> \(newSize.width)x\(newSize.height) px")
            }
            // Other caps alone: the pixels' line would only say none differ.
            if let comparison, comparison.changedPixels > 0 || resizing == nil {
                parts.append("\(comparison.changedPixels) \(comparison.changedPixels == 1 ? "pixel differs" : "pixels differ")"
                    + ", largest channel difference \(comparison.largestDifference)")
            }
            if let resizing { parts.append(resizing.detail + (comparison?.changedPixels == 0 ? " (the same pixels)" : "")) }
        }
        return parts.joined(separator: ", ")
    }

    /// The file a report points at: the new build's, else the old one's.
    public var shownFile: String { newFile ?? oldFile ?? path }
}

extension BuildDiffCounts {
    /// `1 changed, 0 added, 0 removed, 157 unchanged (2 within the tolerance)`.
    public var summary: String {
        var text = "\(changed) changed, \(added) added, \(removed) removed, \(unchanged) unchanged"
        if tolerated > 0 { text += " (\(tolerated) within the tolerance)" }
        if failed > 0 { text += ", \(failed) could not be read" }
        return text
    }
}

/// `barskin diff`'s text and GitHub formats: one line per added, removed or changed image.
public enum BuildDiffLines {
    /// `changed: PATH: 412 pixels differ, largest channel difference 87`, paths inside the build,
    /// control characters escaped so a file name cannot split the line.
    public static func text(_ change: ImageChange) -> String? {
        guard change.status != .unchanged else { return nil }
        return "\(change.status.rawValue): \(change.path.escapingControlCharacters): \(change.detail)\n"
    }

    /// A GitHub Actions annotation, `::warning file=PATH,title=barskin diff: changed::PATH: ...`,
    /// at the file as the user named it (relative to the checkout when the builds are in it), or at
    /// `file` (the skin file, when the builds are temporary).
    public static func gitHub(_ change: ImageChange, file: String? = nil) -> String? {
        guard change.status != .unchanged else { return nil }
        let properties = "file=" + MarkupText.gitHubProperty(file ?? change.shownFile) + ",title=" + MarkupText.gitHubProperty("barskin diff: " + change.status.rawValue)
        return "::warning \(properties)::\(MarkupText.gitHubData(change.path + ": " + change.detail))\n"
    }

    /// GitHub annotations for `changes`, one per skin item at the item's line of its skin file,
    /// its files listed in the message: GitHub shows about ten annotations a step, and one
    /// look change rewrites dozens of files. Images no item wrote get one each, as ``gitHub(_:file:)``.
    public static func gitHub(_ changes: [ImageChange], items: BuildItems, file: String? = nil) -> String {
        var byItem: [String: [ImageChange]] = [:], alone: [ImageChange] = []
        for change in changes where change.status != .unchanged {
            if let item = items.itemOfPath[change.path], let skin = items.skin ?? file, !skin.isEmpty { byItem[item, default: []].append(change) } else { alone.append(change) }
        }
        let ordered = byItem.keys.sorted { (items.lineOfItem[$0] ?? 0, $0) < (items.lineOfItem[$1] ?? 0, $1) }
        var text = ""
        for item in ordered {
            let changed = byItem[item]!.sorted { $0.path < $1.path }
            let counts = Dictionary(grouping: changed, by: \.status).sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.value.count) \($0.key.rawValue)" }.joined(separator: ", ")
            var properties = "file=" + MarkupText.gitHubProperty(items.skin ?? file ?? "")
            if let line = items.lineOfItem[item] { properties += ",line=\(line)" }
            properties += ",title=" + MarkupText.gitHubProperty("barskin diff: \(item) (\(counts))")
            let lines = changed.map { "\($0.status.rawValue): \($0.path): \($0.detail)" }
            // One line per file: each escaped on its own, joined by GitHub's encoded line break.
            text += "::warning \(properties)::" + (["\(item): \(counts)"] + lines).map(MarkupText.gitHubData).joined(separator: "%0A") + "\n"
        }
        for change in alone.sorted(by: { $0.path < $1.path }) { text += gitHub(change, file: file) ?? "" }
        return text
    }
}
