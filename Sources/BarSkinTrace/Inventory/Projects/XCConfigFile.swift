import BarSkinCore

/// The build settings an `.xcconfig` file sets (`SDKROOT = macosx`), with the files it
/// `#include`s read first: a configuration's base, under the settings the project sets itself.
enum XCConfigFile {
    /// How deep `#include`s are followed (a loop of includes ends there).
    static let maximumDepth = 8

    /// The settings of the file at `path`; empty when it cannot be read.
    static func settings(at path: String, depth: Int = 0) -> [String: Any] {
        guard depth < maximumDepth, let bytes = try? FileBytes.read(path, limit: 1 << 20) else { return [:] }
        var settings: [String: Any] = [:]
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let included = String(line[line.index(after: open)..<close])
                let resolved = included.hasPrefix("/") ? included : PathText.folder(of: path) + "/" + included
                settings.merge(Self.settings(at: resolved, depth: depth + 1)) { _, later in later }
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            if !key.isEmpty { settings[key] = value.trimmingCharacters(in: .whitespaces) }
        }
        return settings
    }
}
