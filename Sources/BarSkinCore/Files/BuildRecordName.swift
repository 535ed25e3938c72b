import Foundation

/// The names of BarSkin's build records (`.App.skin.barskin.json`, `.tint-….barskin.json`):
/// hidden, so a build folder lists only its art, and found by name by the readers that
/// tell BarSkin's output from the app's (trace, diff, sheet, stretch).
public enum BuildRecordName {
    /// The ending every record's name has.
    public static let suffix = ".barskin.json"

    /// Whether a file name is a build record's.
    public static func matches(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(suffix) && name.count > suffix.count + 1
    }

    /// The records directly in `folder`, by name, sorted; none when it cannot be listed.
    public static func records(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(matches).sorted()
    }
}
