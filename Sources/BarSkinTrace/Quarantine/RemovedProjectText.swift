/// What ``XcodeProjectText/remove(objects:entries:)`` took out of a project file, verbatim and
/// with where each piece sat, so ``XcodeProjectText/restore(_:)`` can put it back byte for byte.
/// Each list is in file order (entries by object, then key), the order restoring needs.
public struct RemovedProjectText: Codable, Sendable, Hashable {
    /// The sections removed whole because none of their objects was left (Xcode writes no empty section).
    public var sections: [RemovedSection] = []
    /// The removed objects, those of removed sections included.
    public var objects: [RemovedObject] = []
    /// The elements removed from arrays of objects that stay (`children`, `files`, `membershipExceptions`).
    public var entries: [RemovedEntry] = []

    /// Nothing removed.
    public init() {}
}

/// A section removed whole, its text with its objects in it.
public struct RemovedSection: Codable, Sendable, Hashable {
    /// The section's name, its objects' class.
    public let name: String
    /// Its exact text, from the empty line before its Begin line through its End line.
    public let text: String
    /// The section it followed; nil when it was first.
    public let after: String?
    /// How many bytes after that section's end (or the start of the objects) it began: 0 in Xcode's layout.
    public let offset: Int
}

/// A removed object.
public struct RemovedObject: Codable, Sendable, Hashable {
    /// Its identifier.
    public let id: String
    /// Its class.
    public let isa: String
    /// The section it sat in; nil outside any.
    public let section: String?
    /// Its exact text: its whole entry, from its indentation through its line break.
    public let text: String
    /// The object it followed in its section; nil when it was first.
    public let after: String?
    /// How many bytes after that object's entry (or its section's Begin line) it began: 0 in Xcode's layout.
    public let offset: Int
}

/// An element removed from an array value of an object that stays.
public struct RemovedEntry: Codable, Sendable, Hashable {
    /// The identifier of the object whose array held it.
    public let object: String
    /// The array's key: `children`, `files`, `membershipExceptions`...
    public let key: String
    /// The element's value: an object identifier, or a path of an exception list.
    public let value: String
    /// Its exact text: its whole line (`\t\t\t\tID /* name */,\n`) in Xcode's layout.
    public let text: String
    /// Its place in the array as it was.
    public let index: Int
    /// The value of the element it followed; nil when it was first.
    public let after: String?
    /// How many bytes after that element (or the array's opening line) it began: 0 in Xcode's layout.
    public let offset: Int
}
