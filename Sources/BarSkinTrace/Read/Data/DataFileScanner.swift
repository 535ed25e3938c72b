import BarSkinCore
import Foundation

/// Finds image names among the strings of a property list or JSON file (keys
/// and values, at any depth), each located at its first spelling in the text.
/// A file that does not parse gives no evidence: it is not one the trace needs.
struct DataFileScanner {
    /// Larger files are data, not configuration, and are not read.
    static let maximumBytes = 16 << 20

    let matcher: ImageNameMatcher

    /// Evidence in one file's bytes.
    func evidence(in bytes: [UInt8], path: String) -> [NameEvidence] {
        guard bytes.count <= Self.maximumBytes else { return [] }
        if WebFileNames.isWebFile(path) { return WebFileNames(matcher: matcher).evidence(in: bytes, path: path) }
        let root: Any? = path.lowercased().hasSuffix(".json") ? Self.json(bytes)
            : try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        guard let root else { return [] }
        return evidence(in: root, bytes: bytes, path: path)
    }

    /// A JSON file's value, or nil where it does not parse.
    static func json(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    /// Evidence in a file already parsed (an Info.plist the trace read for its keys); its bytes locate each name.
    func evidence(in root: Any, bytes: [UInt8], path: String) -> [NameEvidence] {
        let isJSON = path.lowercased().hasSuffix(".json")
        // barskin's own reports and baselines name every image; they are not the app's.
        if let top = root as? [String: Any], top["schemaVersion"] != nil, top["findings"] != nil { return [] }
        var found: [String: String] = [:]
        // A scene's strings are its nodes' names, classes and textures: an image name among them is a texture, however few.
        collect(root, into: &found, allCount: path.hasSuffix(".sks"))
        guard !found.isEmpty else { return [] }
        let isBinary = bytes.starts(with: Array("bplist".utf8))
        let locator = isBinary ? nil : TextLocator(bytes: TextLocator.utf8(bytes))
        return found.keys.sorted().map { text in
            var line = 0, column = 0
            // Where the text itself starts: after the opening quote or tag.
            let spellings = isJSON ? [("\"\(text)\"", 1)]
                : [("<string>\(TextLocator.escaped(text))</string>", 8), ("<key>\(TextLocator.escaped(text))</key>", 5)]
            if let locator, let (offset, skip) = spellings.lazy.compactMap({ spelling, skip in
                locator.find(Array(spelling.utf8), from: 0).map { ($0, skip) } }).first {
                (line, column) = locator.location(of: offset + skip)
            }
            return NameEvidence(assetName: found[text]!, text: text, file: path, line: line, column: column)
        }
    }

    /// Strings of a file in which image names are this rare are a vocabulary (an emoji list's
    /// aliases, a schema's field names), not a list of images: only those under an image-like key
    /// or spelled as a file name still count.
    static let vocabularyShare = 0.05
    /// Files with fewer distinct strings are judged string by string.
    static let vocabularySize = 50

    private func collect(_ value: Any, into found: inout [String: String], allCount: Bool) {
        var matches: [(text: String, name: String, strong: Bool)] = []
        var distinct = Set<String>()
        walk(value, key: nil, matches: &matches, distinct: &distinct)
        let vocabulary = !allCount && distinct.count >= Self.vocabularySize
            && Double(Set(matches.map(\.text)).count) < Double(distinct.count) * Self.vocabularyShare
        for match in matches where found[match.text] == nil && (match.strong || !vocabulary) { found[match.text] = match.name }
    }

    private func walk(_ value: Any, key: String?, matches: inout [(text: String, name: String, strong: Bool)], distinct: inout Set<String>) {
        switch value {
        case let text as String:
            distinct.insert(text)
            // A file from a web extension's root (a manifest's `/images/extension/icon-16.png`) is the one at that path in
            // the folder reference that holds it; a bare `/collectibles` is an API's path, not a file.
            let rooted = text.hasPrefix("/") && text.contains(".") ? String(text.dropFirst()) : nil
            guard let name = matcher.assetName(for: text) ?? rooted.flatMap(matcher.assetName) else { return }
            matches.append((text, name, Self.isImageKey(key) || text.contains(".") || text.contains("@")))
        case let list as [Any]:
            for item in list { walk(item, key: key, matches: &matches, distinct: &distinct) }
        case let dictionary as [String: Any]:
            for (name, item) in dictionary {
                walk(name, key: nil, matches: &matches, distinct: &distinct)
                walk(item, key: name, matches: &matches, distinct: &distinct)
            }
        default:
            break
        }
    }

    /// `image`, `iconName`, `selectedImage`, `UIApplicationShortcutItemIconFile`, `thumbnail`, ...
    static func isImageKey(_ key: String?) -> Bool {
        guard let key = key?.lowercased() else { return false }
        return ["image", "icon", "img", "picture", "photo", "logo", "avatar", "thumbnail", "symbol", "asset"].contains { key.contains($0) }
    }
}
