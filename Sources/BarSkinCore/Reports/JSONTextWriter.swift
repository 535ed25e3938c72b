/// Writes a document as ``JSONValue/rendered()`` prints it, byte for byte, member by
/// member, into bytes, without building the value first: a build's manifest of thousands
/// of files is written while the build waits, and the tree and string appends were most
/// of that time.
package struct JSONTextWriter {
    /// The UTF-8 text so far.
    package private(set) var bytes: [UInt8] = []
    /// For each open object or array, whether a member has been written to it.
    private var filled: [Bool] = []
    /// For each open object or array, its closing bracket.
    private var closers: [UInt8] = []
    /// How deep the text it writes sits in the document it becomes part of (``raw(_:_:)``).
    private let base: Int

    /// A writer with room for about `capacity` bytes, of a value nested `depth` levels deep.
    package init(capacity: Int = 0, depth: Int = 0) {
        base = depth
        bytes.reserveCapacity(capacity)
    }

    /// A value another writer wrote at this depth, as a member (or element).
    package mutating func raw(_ key: String?, _ value: [UInt8]) {
        member(key)
        bytes.append(contentsOf: value)
    }

    /// Opens an object (`{`), as a value or as the member `key` of the enclosing object.
    package mutating func openObject(_ key: String? = nil) { open(UInt8(ascii: "{"), UInt8(ascii: "}"), key: key) }

    /// Opens an array (`[`), as a value or as the member `key` of the enclosing object.
    package mutating func openArray(_ key: String? = nil) { open(UInt8(ascii: "["), UInt8(ascii: "]"), key: key) }

    /// Closes the innermost object or array.
    package mutating func close() {
        if filled.removeLast() {
            bytes.append(UInt8(ascii: "\n"))
            indent(base + filled.count)
        }
        bytes.append(closers.removeLast())
    }

    /// A string member (or element, without `key`).
    package mutating func string(_ key: String?, _ value: String) {
        member(key)
        quoted(value)
    }

    /// A whole-number member (or element).
    package mutating func int(_ key: String?, _ value: Int) {
        member(key)
        bytes.appendDecimal(value)
    }

    /// A file time as ``FileStamp/modified`` spells it (`SECONDS.NNNNNNNNN`), as a string
    /// member: written digit by digit, as thousands of them are in a batch's manifest.
    package mutating func time(_ key: String?, seconds: Int, nanoseconds: Int) {
        member(key)
        bytes.append(UInt8(ascii: "\""))
        bytes.appendTime(seconds: seconds, nanoseconds: nanoseconds)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number member (or element), integral values without a fraction.
    package mutating func double(_ key: String?, _ value: Double) {
        member(key)
        // ``JSONValue/text(of:)``'s rule, without its String for the whole numbers most are.
        guard value.isFinite && value == value.rounded() && abs(value) < 1e15 else { return bytes.append(contentsOf: JSONValue.text(of: value).utf8) }
        bytes.appendDecimal(Int(value))
    }

    /// A null member (or element).
    package mutating func null(_ key: String?) {
        member(key)
        bytes.append(contentsOf: "null".utf8)
    }

    /// Any value as a member (or element), written as ``JSONValue`` writes it nested here.
    package mutating func value(_ key: String?, _ value: JSONValue) {
        member(key)
        var text = ""
        value.write(into: &text, depth: base + filled.count, separator: ": ")
        bytes.append(contentsOf: text.utf8)
    }

    /// The document with its final newline, as ``JSONValue/rendered()`` ends.
    package var rendered: [UInt8] { bytes + [UInt8(ascii: "\n")] }

    /// ``rendered``, taking the bytes over rather than copying them (a batch's manifest is
    /// megabytes); the writer is left empty.
    package mutating func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "\n"))
        defer { bytes = [] }
        return bytes
    }

    private mutating func open(_ bracket: UInt8, _ closer: UInt8, key: String?) {
        member(key)
        bytes.append(bracket)
        filled.append(false)
        closers.append(closer)
    }

    /// Starts a member: the comma after the one before, the line break and indentation, the key.
    private mutating func member(_ key: String?) {
        guard !filled.isEmpty else { return }
        if filled[filled.count - 1] { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        filled[filled.count - 1] = true
        indent(base + filled.count)
        if let key {
            quoted(key)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func indent(_ depth: Int) {
        guard 2 * depth <= Self.spaces.count else { return bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth)) }
        bytes.append(contentsOf: Self.spaces[..<(2 * depth)])
    }

    /// `text` in quotes, escaped as ``JSONValue`` escapes it (whole, when it needs none).
    private mutating func quoted(_ text: String) {
        var text = text
        // Over the contiguous UTF-8 a native string already is: byte by byte through the
        // UTF-8 view, the scan and the copy were most of a manifest's time.
        let plain = text.withUTF8 { utf8 in
            guard !utf8.contains(where: JSONValue.mayNeedEscaping) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        guard !plain else { return }
        var escaped = ""
        JSONValue.writeString(text, into: &escaped)
        bytes.append(contentsOf: escaped.utf8)
    }
}
