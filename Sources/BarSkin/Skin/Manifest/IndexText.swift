import BarSkinCore

/// The quick index's tab-separated lines, made as UTF-8 bytes field by field, noting
/// any value with a tab or line break in it (its line would not split back).
struct IndexText: Sendable {
    /// The lines so far, each ended by a line break.
    private(set) var bytes: [UInt8] = []
    /// Whether every value written so far is free of tabs and line breaks.
    private(set) var isSplittable = true

    /// A field and the tab after it.
    mutating func field(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            if utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 }) { isSplittable = false }
            bytes.append(contentsOf: utf8)
        }
        bytes.append(9)
    }

    /// The last field of a line and the line break after it.
    mutating func last(_ value: String) {
        field(value)
        bytes[bytes.count - 1] = 10
    }

    /// A line of two fields.
    mutating func line(_ key: String, _ value: String) {
        field(key)
        last(value)
    }

    /// A whole number's field, `-` for none.
    mutating func number(_ value: Int?) {
        if let value { bytes.appendDecimal(value) } else { bytes.append(UInt8(ascii: "-")) }
        bytes.append(9)
    }

    /// A stamp's two fields, bytes and time, or `-` twice for none.
    mutating func stamp(_ stamp: FileStamp?) {
        guard let stamp else { return bytes.append(contentsOf: "-\t-\t".utf8) }
        bytes.appendDecimal(stamp.bytes)
        bytes.append(9)
        bytes.appendTime(seconds: stamp.seconds, nanoseconds: stamp.nanoseconds)
        bytes.append(9)
    }
}
