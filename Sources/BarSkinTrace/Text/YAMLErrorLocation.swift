import BarSkinCore
import Yams

/// Where a YAML file failed to compose, and why, in words that read after `error:`: libyaml's own
/// wording names its C API, does not say a tab is the character it cannot read, and places a
/// reader's problem (a control character) by byte offset only.
public enum YAMLErrorLocation {
    /// The place and the problem, or (nil place) a file that could not be read at all.
    public struct Located: Sendable, Equatable {
        /// 1-based line and column; nil when the bytes could not be read as text.
        public var line: Int?, column: Int?
        /// What is wrong.
        public var detail: String
    }

    /// The place and problem of a Yams error for `text`.
    public static func locate(_ error: any Error, text: String) -> Located {
        switch error {
        case YamlError.scanner(let context, let problem, let mark, _), YamlError.parser(let context, let problem, let mark, _),
             YamlError.composer(let context, let problem, let mark, _):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let atTab = lines.indices.contains(mark.line - 1) && lines[mark.line - 1].unicodeScalars.dropFirst(max(0, mark.column - 1)).first == "\t"
            let detail = problem.hasPrefix("Maximum nesting level") ? "nested too deeply"
                : atTab && problem.hasPrefix("found character that cannot start any token") ? "a tab cannot indent YAML; indent with spaces"
                : [context.map { $0.text }, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return Located(line: mark.line, column: mark.column, detail: detail)
        case YamlError.duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.map { "'\($0.excerpt)'" }.joined(separator: ", ")
            return Located(line: context.mark.line, column: context.mark.column, detail: "duplicate key \(names)")
        case YamlError.reader(let problem, let offset?, _, _):
            let lines = Array(text.utf8.prefix(offset)).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let column = String(decoding: lines.last ?? [], as: UTF8.self).unicodeScalars.count + 1
            return Located(line: lines.count, column: column, detail: problem)
        case YamlError.reader(let problem, nil, _, _):
            return Located(line: nil, column: nil, detail: problem)
        default:
            return Located(line: 1, column: 1, detail: "\(error)")
        }
    }
}
