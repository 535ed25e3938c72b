import BarSkinCore
import BarSkinTrace

/// `barskin diff --format json`'s members after `schemaVersion` (the command adds
/// `failures`): the builds, the thresholds, the counts, and every added, removed or changed image.
public enum BuildDiffJSON {
    /// The members, in the order they are printed.
    public static func members(old: String, new: String, diff: BuildDiff, counts: BuildDiffCounts, changes: [ImageChange]) -> [(String, JSONValue)] {
        [
            ("old", .string(old)), ("new", .string(new)),
            ("tolerance", .int(diff.tolerance)), ("minPixels", .int(diff.minimumPixels)),
            ("counts", .object([
                ("added", .int(counts.added)), ("removed", .int(counts.removed)), ("changed", .int(counts.changed)),
                ("unchanged", .int(counts.unchanged)), ("withinTolerance", .int(counts.tolerated)), ("failed", .int(counts.failed)),
            ])),
            ("changes", .array(changes.filter { $0.status != .unchanged }.map(json))),
        ]
    }

    private static func json(_ change: ImageChange) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(change.path)), ("status", .string(change.status.rawValue))]
        members.append(("old", side(change.oldFile, change.oldSize, change.oldBytes)))
        members.append(("new", side(change.newFile, change.newSize, change.newBytes)))
        if let comparison = change.comparison {
            members += [("changedPixels", .int(comparison.changedPixels)), ("largestDifference", .int(comparison.largestDifference))]
        }
        if let resizing = change.resizing {
            members.append(("resizing", .object([("old", resizing.old.map(JSONValue.string) ?? .null), ("new", resizing.new.map(JSONValue.string) ?? .null)])))
        }
        return .object(members)
    }

    private static func side(_ file: String?, _ size: PixelSize?, _ bytes: Int?) -> JSONValue {
        guard let file else { return .null }
        var members: [(String, JSONValue)] = [("file", .string(file))]
        if let size { members += [("width", .int(size.width)), ("height", .int(size.height))] }
        if let bytes { members.append(("bytes", .int(bytes))) }
        return .object(members)
    }
}
