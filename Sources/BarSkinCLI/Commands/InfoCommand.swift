import ArgumentParser
import BarSkin
import Foundation

/// `barskin info`: size, scale, storage and a pixel hash for each PNG.
struct InfoCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe PNG files: size, scale, points, storage, transparency and a pixel hash.",
        discussion: """
        Folders are walked recursively for .png files. A file that cannot be read is
        reported on standard error and the others are still listed; the exit status
        is then 1.

        The flags column says opaque, or alpha when some pixel is not fully
        opaque; then mask when tint can read the image's alpha as its coverage:
        some pixels are transparent and at least one is visible (isMask in
        --json). It says what tint would do with the file, not that the file is
        an icon: any art with a transparent pixel qualifies.

        Examples:
          barskin info icons/chat@2x.png
          barskin info icons --json | jq '.images[] | select(.isMask | not) | .path'
        """
    )

    @Argument(help: ArgumentHelp("PNG files or folders.", valueName: "file"))
    var files: [String]

    @Flag(help: "Print JSON: {\"schemaVersion\": 1, \"images\": [...], \"failures\": [...]}.")
    var json = false

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func run() throws {
        let console = reporting.console
        let collected = InputCollector.collect(files)
        let decoder = decode.decoder
        let (images, inspectFailures) = Batch(console: console, runner: batch.runner, label: "info").run(
            collected.files, path: { $0.path }
        ) { input in try ImageInfo.inspect(path: input.path, decoder: decoder) }
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

/// The aligned text table `barskin info` prints.
struct InfoTable {
    let images: [ImageInfo]

    func rendered() -> String {
        let rows = images.map { image -> [String] in
            var flags = [image.format.interlaced ? "interlaced" : nil, image.hasAlpha ? "alpha" : "opaque"]
            if image.isMask { flags.append("mask") }
            return [
                image.path,
                "\(image.format.width)x\(image.format.height) px",
                "@\(image.scale)x",
                "\(Self.points(image.pointWidth))x\(Self.points(image.pointHeight)) pt",
                "\(image.format.colorType.rawValue) \(image.format.bitDepth)-bit",
                flags.compactMap { $0 }.joined(separator: ","),
                "sha256:" + image.pixelSHA256.prefix(16),
            ]
        }
        guard let columnCount = rows.first?.count else { return "" }
        let widths = (0..<columnCount).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == columnCount - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
