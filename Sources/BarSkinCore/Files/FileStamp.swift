/// A regular file's size and modification time: what an incremental build
/// compares before it trusts a recorded hash, so an unchanged file is never read.
public struct FileStamp: Sendable, Hashable {
    /// The size in bytes.
    public var bytes: Int
    /// The modification time, in whole seconds and nanoseconds since 1970.
    public var seconds: Int, nanoseconds: Int

    /// A stamp from its parts.
    public init(bytes: Int, seconds: Int, nanoseconds: Int) {
        self.bytes = bytes
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The stamp of the regular file at `path` (a link is followed), or of the folder when
    /// `folder` is true (its time changes when an entry is added, removed or renamed);
    /// nil for anything else or nothing.
    public init?(path: String, folder: Bool = false) {
        guard let status = SystemCalls.status(ofPath: path), status.kind == (folder ? .folder : .regularFile) else { return nil }
        self.init(status)
    }

    /// The stamp of a file whose status is in hand.
    package init(_ status: FileStatus) {
        self.init(bytes: status.bytes, seconds: status.modified.seconds, nanoseconds: status.modified.nanoseconds)
    }

    /// The time as text that round-trips exactly (a JSON double would lose the nanoseconds).
    public var modified: String {
        let fraction = String(nanoseconds)
        return "\(seconds)." + String(repeating: "0", count: max(0, 9 - fraction.count)) + fraction
    }

    /// A stamp from ``bytes`` and ``modified`` as a manifest records them.
    public init?(bytes: Int, modified: some StringProtocol) {
        // Read as digits, not split and parsed: manifests and indexes hold thousands of these.
        let text = Substring(modified).utf8
        guard let dot = text.firstIndex(of: UInt8(ascii: ".")), let seconds = Self.number(text[..<dot]),
              text[text.index(after: dot)...].count == 9, let nanoseconds = Self.number(text[text.index(after: dot)...]) else { return nil }
        self.init(bytes: bytes, seconds: seconds, nanoseconds: nanoseconds)
    }

    /// The whole number `digits` spell, with an optional leading `-`; nil for anything else or an overflow.
    private static func number(_ digits: Substring.UTF8View) -> Int? {
        var value = 0, negative = false, any = false
        for index in digits.indices {
            let byte = digits[index]
            if index == digits.startIndex && byte == UInt8(ascii: "-") {
                negative = true
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowTimes && !overflowSum else { return nil }
            (value, any) = (sum, true)
        }
        return any ? (negative ? -value : value) : nil
    }
}
