/// One object of a project file's `objects` dictionary (a file reference, a build file, a group,
/// a build phase...), with the bytes its entry takes.
public struct ProjectObject: Sendable, Hashable {
    /// Its identifier, the entry's key (24 hexadecimal digits, as Xcode makes them).
    public let id: String
    /// Its class, its `isa` value: `PBXFileReference`, `PBXGroup`...
    public let isa: String
    /// Its keys and values, as Foundation reads them.
    public let values: [String: ProjectValue]
    /// Its entry's bytes: from the indentation before its identifier through the line break after
    /// its `};` (one line for a `PBXBuildFile` or `PBXFileReference`, several for others).
    public let span: Range<Int>
    /// The section Xcode wrote it in (`/* Begin PBXGroup section */`), its name; nil outside any.
    public let section: String?
    /// The elements of each of its array values (`children`, `files`, `membershipExceptions`...), with their bytes.
    public let elements: [String: [ProjectElement]]
    /// Where each array value's contents start, for an element put back first.
    let arrayContentStarts: [String: Int]

    /// The string value of `key`, when it has one.
    public func string(_ key: String) -> String? {
        values[key]?.string
    }

    /// The string elements of the array value of `key` (`children`, `files`), in order.
    public func strings(_ key: String) -> [String] {
        (elements[key] ?? []).compactMap(\.value.string)
    }
}

/// A `/* Begin NAME section */ ... /* End NAME section */` block of a project's objects.
struct ProjectSection: Sendable, Hashable {
    /// The class its objects are of.
    let name: String
    /// Its bytes: the empty line before its Begin line (Xcode writes one before each), through its End line's line break.
    let span: Range<Int>
    /// Where its first object goes: past its Begin line.
    let bodyStart: Int
}
