/// An element of an array value to remove by its value: `membershipExceptions` entry `value` of
/// exception set `object`, say.
public struct ProjectEntry: Sendable, Hashable {
    /// The identifier of the object whose array holds it.
    public let object: String
    /// The array's key.
    public let key: String
    /// The element's string value.
    public let value: String

    /// Element `value` of array `key` of object `object`.
    public init(object: String, key: String, value: String) {
        self.object = object
        self.key = key
        self.value = value
    }
}
