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

/// `barskin ninepatch check`: validates 9-patch frames by aapt2's rules.
struct NinePatchCheckCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate 9-patches by the rules of aapt2, Android's resource compiler, in its words.",
        discussion: """
        Applies the checks of aapt2 compile (NinePatch.cpp), which the tests compare
        with Debian's aapt2 on a corpus of good and bad frames. The top-left pixel sets
        the frame: transparent or opaque white; the other corners are not looked at.
        Every other frame pixel must be the frame's colour (any fully transparent pixel
        in a transparent frame), opaque black or opaque red: an anti-aliased or
        semi-transparent marker is an invalid color. Red (optical bounds) only on the
        bottom and right edges, at most two runs, each touching an end; at most one
        black (padding) run there. No black on the top or left edge is accepted, as
        aapt2 accepts it: the image then scales whole. Each problem is printed in
        aapt2's words, then the colour and pixel it is at, which aapt2 does not say;
        the first problem on each edge is reported (aapt2 stops at the first).
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
                failures.append(locating(error, at: file.path))
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

    /// `1..<3 6..<9`, or `none` for an axis that scales whole.
    private static func text(_ ranges: [Range<Int>]) -> String {
        ranges.isEmpty ? "none" : ranges.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: " ")
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
            item.append(("edge", problem.error.edge.map { .string($0.rawValue) } ?? .null))
            item.append(("pixel", problem.error.pixel.map(JSONValue.int) ?? .null))
            return .object(item)
        })))
        return .object(members)
    }
}
