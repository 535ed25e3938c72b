import BarSkinCore
import Foundation

/// The build settings the `.xcconfig` files of one project set (`SDKROOT = macosx`), each file
/// read once however many configurations or `#include`s name it, as Xcode reads them: with the
/// files it `#include`s read first, a configuration's base under the settings the project sets.
struct XCConfigFiles {
    /// Each file's settings, once read.
    private var known: [String: [String: Any]] = [:]
    /// Files whose includes went too deep or came back to themselves, each named once.
    private(set) var warnings: [TraceError] = []
    /// The folder holding the `.xcodeproj`, where an `#include` found nowhere beside its file is looked for.
    var projectFolder: String?

    /// The settings of the file at `path`; empty when it cannot be read.
    mutating func settings(at path: String) -> [String: Any] {
        settings(at: path, including: [])
    }

    /// `chain` holds the files whose `#include`s led here, outermost first.
    private mutating func settings(at path: String, including chain: [String]) -> [String: Any] {
        if let settings = known[path] { return settings }
        // A file that includes itself six times a level was read 6^8 times when each include was followed.
        guard chain.count < TraceNesting.includes.limit, !chain.contains(path) else {
            // Named as the walk names files, relative to the working folder: the project gives absolute paths.
            let includer = PathText.relative(chain.last ?? path, to: FileManager.default.currentDirectoryPath)
            if !warnings.contains(where: { $0.path == includer }) { warnings.append(TraceProblem.nestedTooDeep(nesting: .includes).located(at: includer, line: nil)) }
            return [:]
        }
        guard let bytes = try? FileBytes.read(path, limit: 1 << 20) else { return [:] }
        var settings: [String: Any] = [:]
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let included = String(line[line.index(after: open)..<close])
                var resolved = PathText.absolute(included, in: PathText.folder(of: path))
                // MobileOrg's `Configuration/MobileOrg-Shared.xcconfig` includes `Global.shared.xcconfig`, which lies
                // beside the project, and its app builds with the settings that file sets.
                if FileBytes.size(of: resolved) == nil, let projectFolder, FileBytes.size(of: PathText.absolute(included, in: projectFolder)) != nil {
                    resolved = PathText.absolute(included, in: projectFolder)
                }
                settings.merge(self.settings(at: resolved, including: chain + [path])) { _, later in later }
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            if !key.isEmpty { settings[key] = value.trimmingCharacters(in: .whitespaces) }
        }
        known[path] = settings
        return settings
    }
}
