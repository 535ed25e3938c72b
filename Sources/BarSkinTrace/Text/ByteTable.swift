import BarSkinCore

/// A set of bytes answered by one array read: the scanner asks it of every identifier.
struct ByteTable: Sendable {
    private let members: [Bool]

    /// The table of the bytes of `bytes`.
    init(_ bytes: String) {
        var members = [Bool](repeating: false, count: 256)
        for byte in bytes.utf8 { members[Int(byte)] = true }
        self.members = members
    }

    /// Whether `byte` is in the table.
    subscript(byte: Int) -> Bool { members[byte] }
}
