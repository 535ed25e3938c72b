/// A place one object names another: a value of one of its keys, or an element of one of its arrays.
public struct ProjectReference: Sendable, Hashable {
    /// The identifier of the object that names it.
    public let object: String
    /// The key naming it: `fileRef`, `children`, `files`...
    public let key: String
}
