import BarSkinCore
import Foundation

/// A list of asset names trace leaves out of its findings: one glob a line, blank lines and
/// lines starting with `#` skipped, spaces and a byte order mark trimmed (as an editor on
/// Windows may save it).
public enum TraceIgnoreFile {
    /// The globs the file at `path` lists, in its order.
    /// - Throws: ``TraceProblem/unreadable(reason:)`` when the file cannot be read.
    public static func globs(readingFrom path: String) throws(TraceError) -> [Glob] {
        guard let data = FileBytes.data(path) else { throw TraceProblem.unreadable(reason: "cannot open the ignore file").located(at: path) }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: CharacterSet.whitespaces.union(["\u{FEFF}"])) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map(Glob.init)
    }
}
