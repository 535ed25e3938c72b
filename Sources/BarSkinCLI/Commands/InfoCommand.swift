import ArgumentParser
import BarSkin
import Foundation

/// `barskin info`: size, scale, storage and a pixel hash for each PNG; size in points and
/// the pixels each scale draws for each SVG or PDF.
struct InfoCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe images (PNG, SVG or PDF): size, scale, points, storage, transparency and a pixel hash.",
        discussion: """
        Folders are walked recursively for .png, .svg and .pdf files. An SVG or PDF is
        described as the batch commands read it: its size in points (an SVG's width and
        height, else its viewBox; a PDF's first page) and the pixels each of @1x, @2x
        and @3x draws. A file that cannot be read is
        reported on standard error and the others are still listed; the exit status
        is then 1.

        The flags column says opaque, or alpha when some pixel is not fully
        opaque; then mask when tint can read the image's alpha as its coverage:
        some pixels are transparent and at least one is visible (isMask in
        --json). It says what tint would do with the file, not that the file is
        an icon: any art with a transparent pixel qualifies.

        Examples:
          barskin info icons/chat@2x.png
          barskin info vectors/chat.svg
          barskin info icons --json | jq '.images[] | select(.isMask | not) | .path'
        """
    )

    @Argument(help: ArgumentHelp("PNG, SVG or PDF files, or folders.", valueName: "file"))
    var files: [String]

    @Flag(help: "Print JSON: {\"schemaVersion\": 1, \"images\": [...], \"failures\": [...]}.")
    var json = false

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func run() throws {
        let console = reporting.console
        let collected = InputCollector.collect(files, isWanted: { InputCollector.isPNGName($0) || VectorFormat.isVectorName($0) },
                                               wanted: "PNG, SVG or PDF files")
        let decoder = decode.decoder
        let (images, inspectFailures) = Batch(console: console, runner: batch.runner, label: "info").run(
            collected.files, path: { $0.path }
        ) { input -> InspectedImage in
            VectorFormat(path: input.path) == nil ? .png(try ImageInfo.inspect(path: input.path, decoder: decoder))
                : .vector(try VectorInfo.inspect(path: input.path, limits: decoder.limits))
        }
        let failures = collected.errors + inspectFailures
        if json {
            printJSON([("images", .array(images.map(\.json)))], failures: failures)
        } else {
            Platform.writeToStandardOutput(InfoTable(images: images).rendered())
        }
        console.detail(read: images.map(\.path))
        for failure in failures { console.report(.error, failure) }
        if !failures.isEmpty {
            console.line("barskin: \(failures.count) of \(counted(failures.count + images.count, "file")) failed")
            throw ExitCode.failure
        }
    }
}

/// One image `info` describes: a PNG, or a drawing it rasterizes.
enum InspectedImage {
    case png(ImageInfo)
    case vector(VectorInfo)

    var path: String {
        switch self {
        case .png(let image): image.path
        case .vector(let drawing): drawing.path
        }
    }

    var json: JSONValue {
        switch self {
        case .png(let image): image.json
        case .vector(let drawing): drawing.json
        }
    }
}

/// The aligned text table `barskin info` prints.
struct InfoTable {
    let images: [InspectedImage]

    func rendered() -> String {
        let rows = images.map { inspected -> [String] in
            switch inspected {
            case .png(let image): Self.row(image)
            case .vector(let drawing): Self.row(drawing)
            }
        }
        guard let columnCount = rows.first?.count else { return "" }
        let widths = (0..<columnCount).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == columnCount - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// A PNG's row: path, pixels, scale, points, storage, flags, pixel hash.
    private static func row(_ image: ImageInfo) -> [String] {
        var flags = [image.format.interlaced ? "interlaced" : nil, image.hasAlpha ? "alpha" : "opaque"]
        if image.isMask { flags.append("mask") }
        return [
            image.path,
            "\(image.format.width)x\(image.format.height) px",
            "@\(image.scale)x",
            "\(points(image.pointWidth))x\(points(image.pointHeight)) pt",
            "\(image.format.colorType.rawValue) \(image.format.bitDepth)-bit",
            flags.compactMap { $0 }.joined(separator: ","),
            "sha256:" + image.pixelSHA256.prefix(16),
        ]
    }

    /// A drawing's row in a PNG's columns: the pixels each scale draws, the scales, its points, its format.
    private static func row(_ drawing: VectorInfo) -> [String] {
        let flags = [drawing.hasAlpha ? "alpha" : "opaque", drawing.isMask ? "mask" : nil].compactMap { $0 }.joined(separator: ",")
        return [
            drawing.path,
            drawing.scales.map { "\($0.width)x\($0.height)" }.joined(separator: ", ") + " px",
            "@" + drawing.scales.map { "\($0.scale)" }.joined(separator: ",") + "x",
            "\(points(drawing.pointWidth))x\(points(drawing.pointHeight)) pt",
            drawing.format.displayName + " drawing",
            flags,
            "sha256:" + drawing.pixelSHA256.prefix(16),
        ]
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
