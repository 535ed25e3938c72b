import BarSkinArt
import BarSkinCore
import Yams

/// One YAML mapping of a skin file, checked against the keys allowed there,
/// with typed accessors that throw ``SkinError`` at the value's position.
struct SkinMapping {
    /// A value and where it starts.
    struct Value {
        var node: Node
        var line: Int, column: Int
    }

    let path: String
    /// Names the mapping in messages: `the top level`, `a tab item`, ...
    let context: String
    let line: Int, column: Int
    private(set) var values: [String: Value] = [:]

    /// Reads `node` as a mapping whose keys are all in `allowed`; `key` names the node in messages
    /// (`'tab-items'`, `each of 'items'`).
    init(_ node: Node, key: String, context: String, allowed: [String], path: String) throws(SkinError) {
        self.path = path
        self.context = context
        (line, column) = Self.position(of: node)
        guard case .mapping(let mapping) = node else {
            throw SkinProblem.wrongType(key: key, expected: "a mapping", found: Self.kind(of: node)).located(at: path, line: line, column: column)
        }
        for (keyNode, value) in mapping {
            let (keyLine, keyColumn) = Self.position(of: keyNode)
            guard case .scalar(let scalar) = keyNode, allowed.contains(scalar.string) else {
                let name = keyNode.scalar?.string ?? "(\(Self.kind(of: keyNode)))"
                throw SkinProblem.unknownKey(key: name, context: context, allowed: allowed).located(at: path, line: keyLine, column: keyColumn)
            }
            let (valueLine, valueColumn) = Self.position(of: value)
            values[scalar.string] = Value(node: value, line: valueLine, column: valueColumn)
        }
    }

    /// A text value, or nil when the key is absent; an empty or null value is an error.
    func string(_ key: String) throws(SkinError) -> (text: String, line: Int, column: Int)? {
        guard let value = values[key] else { return nil }
        guard case .scalar(let scalar) = value.node else {
            throw SkinProblem.wrongType(key: "'\(key)'", expected: "a value", found: Self.kind(of: value.node)).located(at: path, line: value.line, column: value.column)
        }
        // Quoted or not, an empty text names nothing (`output: ""` would be the skin's own folder).
        if scalar.string.isEmpty || scalar.style == .plain && ["~", "null", "Null", "NULL"].contains(scalar.string) {
            throw SkinProblem.emptyValue(key: key).located(at: path, line: value.line, column: value.column)
        }
        return (scalar.string, value.line, value.column)
    }

    /// A text value that must be present.
    func required(_ key: String) throws(SkinError) -> (text: String, line: Int, column: Int) {
        guard let value = try string(key) else { throw SkinProblem.missingKey(key: key, context: context).located(at: path, line: line, column: column) }
        return value
    }

    /// A whole number from 0 to `maximum`.
    func int(_ key: String, maximum: Int) throws(SkinError) -> Int? {
        guard let (text, line, column) = try string(key) else { return nil }
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let value = Int(text), value <= maximum else {
            throw SkinProblem.invalidValue(detail: "'\(key)' must be a whole number from 0 to \(maximum), not '\(text.excerpt)'").located(at: path, line: line, column: column)
        }
        return value
    }

    /// `true` or `false`.
    func bool(_ key: String) throws(SkinError) -> Bool? {
        guard let (text, line, column) = try string(key) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default: throw SkinProblem.invalidValue(detail: "'\(key)' must be true or false, not '\(text.excerpt)'").located(at: path, line: line, column: column)
        }
    }

    /// A list, or nil when absent.
    func list(_ key: String) throws(SkinError) -> [Node]? {
        guard let value = values[key] else { return nil }
        guard case .sequence(let sequence) = value.node else {
            throw SkinProblem.wrongType(key: "'\(key)'", expected: "a list", found: Self.kind(of: value.node)).located(at: path, line: value.line, column: value.column)
        }
        return Array(sequence)
    }

    /// Its `keys` with `look`'s values written over them: an appearance's look, whose missing
    /// keys come from this one, each value keeping its own position for messages.
    func overlaid(by look: SkinMapping, keys: [String]) -> SkinMapping {
        var merged = self
        merged.values = look.laid(over: self, keys: keys).values
        return merged
    }

    /// This mapping laid over `base`'s `keys`: like ``overlaid(by:keys:)``, but a key missing
    /// from both is reported at this mapping, in its own words.
    func laid(over base: SkinMapping, keys: [String]) -> SkinMapping {
        var merged = self
        merged.values = base.values.filter { keys.contains($0.key) }.merging(values) { $1 }
        return merged
    }

    /// 1-based line and column where a node starts.
    static func position(of node: Node) -> (Int, Int) {
        (node.mark?.line ?? 1, node.mark?.column ?? 1)
    }

    /// How a node reads in a message.
    static func kind(of node: Node) -> String {
        switch node {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar) where scalar.style == .plain && scalar.string.isEmpty: "nothing"
        case .scalar(let scalar): "'\(scalar.string.excerpt)'"
        case .alias: "an alias"
        }
    }
}
