/// A value of a project file's property list: what Foundation's reader gives, as a Swift value.
public indirect enum ProjectValue: Sendable, Hashable {
    /// A string, quoted or not, its escapes read.
    case string(String)
    /// An array, `( a, b, )`.
    case array([ProjectValue])
    /// A dictionary, `{ key = value; }`.
    case dictionary([String: ProjectValue])

    /// The string, when this is one.
    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }
}

/// One element of an array value, with the bytes it takes in the file.
public struct ProjectElement: Sendable, Hashable {
    /// The element's value.
    public let value: ProjectValue
    /// Its bytes: whole lines (`\t\t\t\tID /* name */,\n`) where it has its lines to itself,
    /// else from its first byte through its comma and the spaces after it.
    public let span: Range<Int>
}

/// A value as parsed, with where its parts lie in the file.
struct ParsedValue {
    let value: ProjectValue
    /// For a dictionary, its entries in file order; empty otherwise.
    var entries: [ParsedEntry] = []
    /// For an array, its elements in file order; empty otherwise.
    var elements: [ProjectElement] = []
    /// For an array or dictionary, where its contents start: past the opening bracket, and past the
    /// rest of its line when that is empty, so what is put first goes where a first line goes.
    var contentStart = 0
}

/// A dictionary's entry as parsed: its key, its value, and its bytes (as a ``ProjectElement``'s).
struct ParsedEntry {
    let key: String
    let keyStart: Int
    let value: ParsedValue
    let span: Range<Int>
}
