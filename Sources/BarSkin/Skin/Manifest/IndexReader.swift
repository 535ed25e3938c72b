import BarSkinCore

/// The quick index's lines read as bytes in place: each line's tab-separated fields
/// are ranges of the file, and text is made only of the fields kept. An index lists
/// every file of a batch, and splitting it into arrays of substrings was most of a
/// no-op run's reading.
struct IndexReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The absolute folder the index's relative paths are written against ("" for `/`).
    private let base: String
    /// The current line's fields, as ranges of ``bytes``.
    private(set) var fields: [Range<Int>] = []
    private var next = 0
    /// Parent folders resolved once each: thousands of files share a few hundred folders.
    private var folders: [String: String] = [:]
    private var lastParent: Range<Int> = 0..<0, lastResolved = ""

    /// A reader of `bytes`, whose paths are relative to the absolute `folder`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, folder: String) {
        self.bytes = bytes
        base = folder == "/" ? "" : folder
        fields.reserveCapacity(10)
    }

    /// Moves to the next non-empty line; false at the end.
    mutating func nextLine() -> Bool {
        fields.removeAll(keepingCapacity: true)
        while next < bytes.count && bytes[next] == 10 { next += 1 }
        guard next < bytes.count else { return false }
        var start = next
        while next < bytes.count && bytes[next] != 10 {
            if bytes[next] == 9 {
                fields.append(start..<next)
                start = next + 1
            }
            next += 1
        }
        fields.append(start..<next)
        return true
    }

    /// Whether field `index` is `literal`.
    func field(_ index: Int, is literal: StaticString) -> Bool {
        let range = fields[index]
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        return bytes[range].elementsEqual(text)
    }

    /// Field `index` as text.
    func text(_ index: Int) -> String { text(fields[index]) }

    private func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }

    /// Field `index` as a whole number; nil for `-` or anything but digits.
    func number(_ index: Int) -> Int? { Self.number(bytes[fields[index]]) }

    /// The stamp in fields `index` (bytes) and `index + 1` (time, `SECONDS.NANOSECONDS`).
    func stamp(_ index: Int) -> FileStamp? {
        let time = bytes[fields[index + 1]]
        guard let size = number(index), let dot = time.firstIndex(of: UInt8(ascii: ".")), time.endIndex - dot == 10,
              let seconds = Self.number(time[..<dot], signed: true), let nanoseconds = Self.number(time[(dot + 1)...]) else { return nil }
        return FileStamp(bytes: size, seconds: seconds, nanoseconds: nanoseconds)
    }

    /// Field `index`, a path relative to the index's folder, made absolute as ``PathText/absolute(_:in:)`` would.
    mutating func path(_ index: Int) -> String {
        let range = fields[index]
        guard let slash = bytes[range].lastIndex(of: UInt8(ascii: "/")) else {
            return isPlainName(range) ? base + "/" + text(range) : PathText.absolute(text(range), in: base.isEmpty ? "/" : base)
        }
        let name = (slash + 1)..<range.upperBound
        guard isPlainName(name) else { return PathText.absolute(text(range), in: base.isEmpty ? "/" : base) }
        let parent = range.lowerBound..<slash
        if !bytes[parent].elementsEqual(bytes[lastParent]) || lastParent.isEmpty {
            let key = text(parent)
            if let known = folders[key] {
                lastResolved = known
            } else {
                let resolved = PathText.absolute(key, in: base.isEmpty ? "/" : base)
                lastResolved = resolved == "/" ? "" : resolved
                folders[key] = lastResolved
            }
            lastParent = parent
        }
        return lastResolved + "/" + text(name)
    }

    /// Whether `range` is a file name that needs no resolving: not empty, `.` or `..`.
    private func isPlainName(_ range: Range<Int>) -> Bool {
        switch range.count {
        case 0: false
        case 1: bytes[range.lowerBound] != UInt8(ascii: ".")
        case 2: !(bytes[range.lowerBound] == UInt8(ascii: ".") && bytes[range.lowerBound + 1] == UInt8(ascii: "."))
        default: true
        }
    }

    /// The whole number `digits` spell (with a leading `-` when `signed`); nil for anything else or an overflow.
    private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>, signed: Bool = false) -> Int? {
        var digits = digits
        let negative = signed && digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }
}
