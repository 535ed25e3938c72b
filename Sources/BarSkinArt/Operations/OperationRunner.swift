import BarSkinCore

/// Reads, decodes, renders, encodes and writes for every operation: the one
/// place each command and `barskin build` turn an ``ImageOperation`` into files.
public struct OperationRunner: Sendable {
    /// Reads the inputs, with their size limits.
    public var decoder: PNGDecoder
    /// zlib effort for every PNG written.
    public var compression: PNGCompression

    /// A runner reading with `decoder` and writing at `compression`.
    public init(decoder: PNGDecoder = PNGDecoder(), compression: PNGCompression = .default) {
        self.decoder = decoder
        self.compression = compression
    }

    /// The decoded file at `path`, and its bytes as read. With `raster`, the file is an
    /// SVG or PDF drawn at that scale (within the decoder's limits), and the image holds
    /// no encoded bytes: only a PNG's can be decoded again.
    /// - Throws: ``FileProblem/unreadable(reason:)``, ``PNGDecodingError`` or ``VectorError``.
    public func source(at path: String, raster: VectorRaster? = nil) throws -> (image: SourceImage, bytes: [UInt8]) {
        let read = try stampedSource(at: path, raster: raster)
        return (read.image, read.bytes)
    }

    /// ``source(at:raster:)`` with the file's stamp as it was read, for a build's manifest.
    /// - Throws: ``FileProblem/unreadable(reason:)``, ``PNGDecodingError`` or ``VectorError``.
    public func stampedSource(at path: String, raster: VectorRaster? = nil) throws -> (image: SourceImage, bytes: [UInt8], stamp: FileStamp) {
        let read = try FileBytes.readStamped(path)
        let bitmap = if let raster {
            try VectorMask(limits: decoder.limits).rasterize(read.bytes, path: path, raster: raster)
        } else {
            try decoder.decode(bytes: read.bytes, path: path).bitmap
        }
        return (SourceImage(path: path, bitmap: bitmap), read.bytes, read.stamp)
    }

    /// Renders `operation` and checks it drew one image per output role.
    /// - Throws: the operation's error.
    public func render(_ operation: any ImageOperation, inputs: [SourceImage], scale: Int) throws -> Rendering {
        let rendering = try operation.render(inputs, scale: scale)
        precondition(rendering.images.count == operation.outputRoles.count, "\(operation) drew \(rendering.images.count) images")
        return rendering
    }

    /// Encodes `image` as `operation` prefers and writes it to `path` atomically, unless it already holds these bytes;
    /// returns what it wrote, the bytes, and the stamp of the file left at `path` (nil for one written through).
    /// Below an output folder `root`, through no link (``AtomicFile/writeStamped(_:to:below:)``).
    /// - Throws: ``PNGEncodingError`` or ``FileError``.
    public func write(_ image: Bitmap, by operation: any ImageOperation, to path: String, below root: String? = nil, input: String?,
                      scale: Int) throws -> (record: OutputRecord, bytes: [UInt8], stamp: FileStamp?) {
        let bytes = try operation.encoder(compression: compression).encode(image)
        let written = try AtomicFile.writeStamped(bytes, to: path, below: root)
        return (OutputRecord(image: image, input: input, output: path, scale: scale, bytes: bytes.count, status: OutputStatus(written.outcome)),
                bytes, written.stamp)
    }

    /// Runs `task` whole: reads and decodes its inputs, renders, and writes every output.
    /// - Throws: the first error; nothing of an output is left half-written.
    public func run(_ task: RenderTask) throws -> RenderResult {
        let inputs = try task.inputs.map { try source(at: $0).image }
        var records: [OutputRecord] = []
        let warnings = try task.operation.renderEach(consume inputs, scale: task.scale) { index, image in
            records.append(try write(image, by: task.operation, to: task.destinations[index], input: task.inputs.first, scale: task.scale).record)
        }
        return RenderResult(task: task, records: records, warnings: warnings)
    }
}

/// One run of an operation: which files it reads and where its outputs go.
public struct RenderTask: Sendable {
    /// What to draw.
    public var operation: any ImageOperation
    /// The files read and decoded, in the operation's input order.
    public var inputs: [String]
    /// The scale of the files (from the input's name, or the one drawn at).
    public var scale: Int
    /// One destination per output role, in order.
    public var destinations: [String]

    /// A task from its parts.
    public init(operation: any ImageOperation, inputs: [String], scale: Int, destinations: [String]) {
        precondition(destinations.count == operation.outputRoles.count, "one destination per output")
        self.operation = operation
        self.inputs = inputs
        self.scale = scale
        self.destinations = destinations
    }
}

/// What a task wrote.
public struct RenderResult: Sendable {
    /// The task run.
    public var task: RenderTask
    /// One record per output, in output order.
    public var records: [OutputRecord]
    /// Problems with the inputs that did not stop it.
    public var warnings: [any LocatedError]
}
