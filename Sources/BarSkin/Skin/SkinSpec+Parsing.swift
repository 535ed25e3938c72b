import BarSkinArt
import BarSkinCore
import Foundation
import Yams

extension SkinSpec {
    /// The largest skin file read; real ones are a few kilobytes.
    public static let maximumBytes = 1 << 20

    /// Parses a skin file's bytes; `path` names it in errors and anchors its relative paths.
    /// - Throws: ``SkinError`` at the line and column of the first problem.
    public init(parsing bytes: [UInt8], path: String) throws(SkinError) {
        guard bytes.count <= Self.maximumBytes else { throw SkinProblem.tooLarge(bytes: bytes.count).located(at: path) }
        // A UTF-8 byte order mark is no part of the text (libyaml, told the encoding, would read it as a character).
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            throw SkinProblem.unreadable(reason: "the file is not UTF-8 text").located(at: path)
        }
        if let refused = YAMLCheck.firstRefused(in: text) {
            let (line, column) = (refused.line, refused.column)
            switch refused.problem {
            case .alias(let alias): throw SkinProblem.refusedAlias(alias: alias).located(at: path, line: line, column: column)
            case .tag(let tag): throw SkinProblem.refusedTag(tag: tag).located(at: path, line: line, column: column)
            case .duplicateKey(let key, let earlierLine):
                throw SkinProblem.duplicateKey(key: key, earlierLine: earlierLine).located(at: path, line: line, column: column)
            }
        }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw SkinProblem.missingKey(key: "version", context: "the skin file").located(at: path, line: 1, column: 1)
            }
            root = node
        } catch let error as SkinError {
            throw error
        } catch {
            throw Self.yamlError(error, path: path, text: text)
        }
        do {
            try self.init(root: root, path: path)
        } catch {
            throw error.explainingComment(in: text)
        }
    }

    /// Reads the skin file's parsed YAML.
    private init(root: Node, path: String) throws(SkinError) {
        let top = try SkinMapping(root, key: "the skin file", context: "the top level", allowed: SkinSections.topLevelKeys, path: path)
        let version = try top.required("version")
        guard let number = Int(version.text), Self.supportedVersions.contains(number) else {
            throw SkinProblem.unsupportedVersion(version: version.text).located(at: path, line: version.line, column: version.column)
        }
        func folder(_ key: String) throws(SkinError) -> SkinPath? {
            try top.pathText(key).map { SkinPath(text: $0.text, line: $0.line, column: $0.column, skinPath: path) }
        }
        var compression: PNGCompression? = nil
        if let (text, line, column) = try top.string("compression") {
            guard let value = PNGCompression(rawValue: text) else {
                throw SkinProblem.invalidValue(detail: "'compression' must be \(PNGCompression.choices), not '\(text.excerpt)'").located(at: path, line: line, column: column)
            }
            compression = value
        }
        self.init(source: .file(path), version: number, output: try folder("output"), catalog: try folder("catalog"), ninePatch: try folder("ninepatch"),
                  compression: compression)
        var context = SkinReadContext(path: path, hasCatalog: catalog != nil)
        context.derivesDark = try Self.derivesDark(top, hasCatalog: catalog != nil)
        for section in SkinSections.all where top.values[section.key] != nil || section.readsWithoutKey {
            items += try section.items(in: top, context: &context)
            context.items = items
        }
        for item in items {
            if let problem = item.missingFolder(output: output != nil, catalog: catalog != nil, ninePatch: ninePatch != nil) { throw problem }
        }
    }

    /// libyaml's errors with their position; the problem text is lowercased to read after `error:`.
    static func yamlError(_ error: any Error, path: String, text: String) -> SkinError {
        let located = YAMLErrorLocation.locate(error, text: text)
        guard let line = located.line, let column = located.column else { return SkinProblem.unreadable(reason: located.detail).located(at: path) }
        return SkinProblem.malformedYAML(detail: located.detail).located(at: path, line: line, column: column)
    }
}
