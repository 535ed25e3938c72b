import BarSkinCore

/// One look's keys, as a skin section reads them and a command's dark look gives them: each
/// key's name and how its text is read into the look's values, which start from the section's
/// defaults. Both readers go through it, so a key, its parsing and its messages live once.
public struct LookTable<Values> {
    /// One key: its name and how its text is laid over the values.
    public struct Key {
        /// The key as a skin writes it (`row-height`).
        public let name: String
        /// Reads the text into the values; the second argument is how messages name the key.
        let read: (_ text: String, _ named: String, _ values: inout Values) throws(LookValueError) -> Void
    }

    /// The keys, in the order a skin's values are read (the first bad one is reported).
    public let keys: [Key]
    /// Keys still read under older names (a command's `glow-color` beside a skin's `glow`),
    /// offered by no message.
    public let aliases: [Key]

    /// A table of `keys`, and `aliases` read but never offered.
    init(_ keys: [Key], aliases: [Key] = []) {
        self.keys = keys
        self.aliases = aliases
    }

    /// The keys' names, as messages list them.
    public var names: [String] { keys.map(\.name) }

    /// Whether `name` is one of the keys or an alias of one.
    public func accepts(_ name: String) -> Bool {
        (keys + aliases).contains { $0.name == name }
    }

    /// Reads `text` as the value of key `name` (or of an alias) into `values`.
    /// - Parameter named: how the message names the key (`'height'` in a skin).
    /// - Throws: ``LookValueError`` when the text is no such value; nothing for a key not in the table.
    public func read(_ name: String, _ text: String, named: String, into values: inout Values) throws(LookValueError) {
        try (keys + aliases).first { $0.name == name }?.read(text, named, &values)
    }

    /// This table with only the keys in `names`: the part of a look one drawing reads.
    public func only(_ names: [String]) -> LookTable {
        LookTable(keys.filter { names.contains($0.name) }, aliases: aliases.filter { names.contains($0.name) })
    }
}

/// A look value that does not read, or values that do not make a look together.
public struct LookValueError: Problem, Equatable {
    /// The key whose value is at fault, where one is; nil for the look as a whole.
    public let key: String?
    /// The problem as a lowercase fragment: a value's names its key as the reader asked; a
    /// whole look's names none, so each front end puts its own name for `key` before it.
    public let message: String

    /// The problem `message`, about `key`'s value.
    public init(key: String?, message: String) {
        self.key = key
        self.message = message
    }
}
