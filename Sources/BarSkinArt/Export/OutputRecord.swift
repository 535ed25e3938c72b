import BarSkinCore

/// What became of one output file.
public enum OutputStatus: String, Sendable, Hashable, CaseIterable {
    /// Created or replaced.
    case written
    /// Drawn again, but the file already held exactly these bytes, so it was left untouched.
    case unchanged
    /// Not drawn: a manifest showed the file was made from the same input with the same operation.
    case upToDate = "up-to-date"
    /// Not written: a dry run lists what would be.
    case planned
    /// Written straight into a character device, named pipe or socket (such as
    /// `/dev/null`), with no temporary and no rename.
    case writtenThrough = "written-through"

    /// The status of a file ``AtomicFile/write(_:to:)`` wrote.
    public init(_ outcome: WriteOutcome) {
        switch outcome {
        case .written: self = .written
        case .unchanged: self = .unchanged
        case .writtenThrough: self = .writtenThrough
        }
    }

    /// Whether bytes went out: a summary's "written" counts both ways of writing.
    public var wroteBytes: Bool {
        self == .written || self == .writtenThrough
    }
}

/// One output file of any command, as `--json` reports it: the same record
/// for tint, stretch, slice, normalize and build.
public struct OutputRecord: Sendable, Hashable {
    /// The `schemaVersion` of `--json` documents that hold output records: 2 since every
    /// record carries `status` (version 1 said `"written": true` in some commands).
    public static let schemaVersion = 2

    /// The file it was made from; nil for drawn art and for files made from several (a Contents.json).
    public var input: String?
    /// The file.
    public var output: String
    /// Pixel size; nil for files that are not images.
    public var width: Int?, height: Int?
    /// The scale of the image (1 for @1x); nil for files that are not images.
    public var scale: Int?
    /// File size in bytes; nil when not known (a planned file).
    public var bytes: Int?
    /// What became of it.
    public var status: OutputStatus

    /// A record from its parts.
    public init(input: String?, output: String, width: Int? = nil, height: Int? = nil, scale: Int? = nil, bytes: Int? = nil,
                status: OutputStatus) {
        self.input = input
        self.output = output
        self.width = width
        self.height = height
        self.scale = scale
        self.bytes = bytes
        self.status = status
    }

    /// The record of an image written at `scale`.
    public init(image: Bitmap, input: String?, output: String, scale: Int, bytes: Int, status: OutputStatus) {
        self.init(input: input, output: output, width: image.width, height: image.height, scale: scale, bytes: bytes, status: status)
    }

    /// `{"input", "output", "width", "height", "scale", "bytes", "status"}`, unknown values null,
    /// with a command's own members (`variant`, `colorType`, `kind`) after `output`.
    public func json(adding members: [(String, JSONValue)] = []) -> JSONValue {
        let fields = jsonMembers
        return .object(Array(fields.prefix(2)) + members + fields.dropFirst(2))
    }

    /// The record's members in order, for a document that puts its own first.
    public var jsonMembers: [(String, JSONValue)] {
        let number = { (value: Int?) in value.map(JSONValue.int) ?? .null }
        return [
            ("input", input.map(JSONValue.string) ?? .null), ("output", .string(output)), ("width", number(width)),
            ("height", number(height)), ("scale", number(scale)), ("bytes", number(bytes)), ("status", .string(status.rawValue)),
        ]
    }
}
