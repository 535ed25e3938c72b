import ArgumentParser
import BarSkin
import Foundation

/// `barskin ninepatch`: Android 9-patch tools.
struct NinePatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ninepatch",
        abstract: "Android 9-patch tools.",
        discussion: """
        Examples:
          barskin ninepatch check res/drawable-xhdpi/bubble.9.png
          barskin ninepatch check res --json
        """,
        subcommands: [NinePatchCheckCommand.self]
    )
}

/// `barskin ninepatch check`: validates 9-patch frames the way aapt2 does.
struct NinePatchCheckCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate 9-patches as Android's resource compiler does, in its wording.",
        discussion: """
        Checks the frame colour (transparent or opaque white, from the top-left pixel),
        solid black marks, at least one stretch region on the top and left edges, at
        most one padding run on the bottom and right edges, and red (optical bounds)
        only on the bottom and right edges, touching their ends. Each problem is
        reported with its pixel position, the first one per edge, as aapt2 words it.
        Folders are walked for .9.png files. Valid files are listed on standard output.

        Examples:
          barskin ninepatch check res/drawable-xhdpi/bubble.9.png
          barskin ninepatch check res --json
        """
    )

    @Argument(help: ArgumentHelp(".9.png files or folders.", valueName: "file"))
    var files: [String]

    @Flag(help: "Print JSON: {\"schemaVersion\": 1, \"files\": [...], \"failures\": [...]}.")
    var json = false

    @OptionGroup var decode: DecodeOptions
    @OptionGroup var reporting: ConsoleOptions

    func run() throws {
        let console = reporting.console
        let collected = InputCollector.collect(files, isWanted: NinePatch.isNinePatchName, wanted: ".9.png files")
        var failures: [any LocatedError] = collected.errors
        var reports: [JSONValue] = []
        let decoder = decode.decoder
        for file in collected.files {
            let bitmap: Bitmap
            do {
                bitmap = try decoder.decode(fileAt: file.path).bitmap
            } catch {
                failures.append(located(error, path: file.path))
                continue
            }
            let (ninePatch, problems) = NinePatch.inspect(framed: consume bitmap, path: file.path)
            failures += problems
            reports.append(Self.report(path: file.path, ninePatch: ninePatch, problems: problems))
            if let ninePatch, !json {
                let p = ninePatch.padding
                Platform.writeToStandardOutput(
                    "\(file.path): ok, \(ninePatch.content.width)x\(ninePatch.content.height) px, "
                        + "stretch x \(Self.text(ninePatch.horizontalStretch)) y \(Self.text(ninePatch.verticalStretch)), "
                        + "padding \(p.top),\(p.left),\(p.bottom),\(p.right)\n")
            }
        }
        if json {
            printJSON([("files", .array(reports))], failures: failures)
        }
        console.detail(read: collected.files.map(\.path))
        for failure in failures { console.report(.error, failure) }
        if !failures.isEmpty { throw ExitCode.failure }
    }

    private static func text(_ ranges: [Range<Int>]) -> String {
        ranges.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: " ")
    }

    private static func report(path: String, ninePatch: NinePatch?, problems: [NinePatchError]) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(path)), ("valid", .bool(ninePatch != nil))]
        if let ninePatch {
            let ranges = { (list: [Range<Int>]) in JSONValue.array(list.map { .array([.int($0.lowerBound), .int($0.upperBound)]) }) }
            let insets = { (i: PixelInsets) in
                JSONValue.object([("top", .int(i.top)), ("left", .int(i.left)), ("bottom", .int(i.bottom)), ("right", .int(i.right))])
            }
            members += [
                ("width", .int(ninePatch.content.width)), ("height", .int(ninePatch.content.height)),
                ("horizontalStretch", ranges(ninePatch.horizontalStretch)), ("verticalStretch", ranges(ninePatch.verticalStretch)),
                ("padding", insets(ninePatch.padding)), ("layoutBounds", insets(ninePatch.layoutBounds)),
            ]
        }
        members.append(("problems", .array(problems.map { problem in
            var item: [(String, JSONValue)] = [("message", .string(problem.message))]
            item.append(("edge", problem.edge.map { .string($0.rawValue) } ?? .null))
            item.append(("pixel", problem.pixel.map(JSONValue.int) ?? .null))
            return .object(item)
        })))
        return .object(members)
    }
}
