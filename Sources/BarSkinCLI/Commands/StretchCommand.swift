import ArgumentParser
import BarSkin
import Foundation

/// `barskin stretch`: renders a cap-inset image at a size, as UIKit or Android would draw it.
struct StretchCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "stretch",
        abstract: "Render a stretchable image at a size in points, caps pixel-exact.",
        discussion: """
        IMAGE is a PNG with caps given here, an Android .9.png (caps from its frame,
        several stretch regions sharing the extra length as Android does), or an
        .imageset folder (caps and mode per scale from its Contents.json), or an SVG or
        PDF with caps given here (drawn at @1x, @2x and @3x, see --scales). The size is
        in points and multiplied by the image's @2x/@3x scale; when OUT is a folder the
        output keeps the input's name and suffix. Corners are copied untouched, edges
        are resized along one axis only, and no region ever bleeds into another.
        A size smaller than the caps is an error unless --shrink is given, which
        scales the caps down proportionally (Skia's rule). A re-run draws only what
        changed, as every writing command does (see docs/manifests.md).

        Examples:
          barskin stretch TabBarSelection@2x.png --size 76x40 --left-cap 4 \\
            --top-cap 0 -o Build/
          barskin stretch BackButton.png --size 80x30 --insets 0,14,0,5 \\
            --mode stretch -o back.png
          barskin stretch Button.imageset --size 120x44 -o Build/
          barskin stretch bubble.9.png --size 200x60 -o bubble.png
          barskin stretch vectors/chat.svg --size 60x40 --insets 12,12,12,12 -o Build/
        """
    )

    @Argument(help: ArgumentHelp("A PNG, a .9.png, an .imageset folder, or an SVG or PDF.", valueName: "image"))
    var image: String

    @Option(help: ArgumentHelp("Target size in points, WIDTHxHEIGHT.", valueName: "WxH"))
    var size: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder, or a .png file for a PNG or a .9.png (an .imageset needs a folder).", valueName: "out"))
    var output: String

    @OptionGroup var caps: CapOptions

    @Flag(help: "Scale the caps down when the size is smaller than them, instead of failing.")
    var shrink = false

    @OptionGroup var manifest: ManifestOptions
    @OptionGroup var decode: DecodeOptions
    @OptionGroup(title: "Vector masks") var vectors: VectorOptions
    @OptionGroup var reporting: ConsoleOptions

    mutating func validate() throws {
        try validateOutputPath(output, flag: "--output")
        guard parseSize(size) != nil else {
            throw ValidationError("--size must be WIDTHxHEIGHT in whole points from 1 to \(CapInsets.maximum) (like 44x30), not '\(size)'")
        }
        switch InputKind(path: image) {
        case .plain where !caps.isGiven && FileManager.default.fileExists(atPath: image):
            // Worded so the message does not start with the path, whose case the usage-error style would change.
            let kind = VectorFormat(path: image) == nil ? "plain PNG" : "drawing"
            throw ValidationError("caps are needed for the \(kind) \(image): --insets TOP,LEFT,BOTTOM,RIGHT or --left-cap/--top-cap")
        case .ninePatch where caps.isGiven:
            throw ValidationError("the caps of a 9-patch come from its frame; drop the cap options")
        case .imageSet where caps.isGiven:
            throw ValidationError("the caps of an image set come from its Contents.json; drop the cap options")
        case .folder:
            throw ValidationError("IMAGE \(image) is a folder but not an .imageset: stretch takes one PNG, SVG or PDF, a .9.png or an .imageset folder")
        default: break
        }
        // An image set holds several files: `-o box.png` must not become a folder named so.
        _ = try outputIsFile()
    }

    /// Whether `-o` names the one file to write rather than a folder.
    private func outputIsFile() throws -> Bool {
        try BatchTargets.outputIsFile(output, inputs: [image], command: "stretch", outputsPerMask: 1, noun: "image")
    }

    /// A titled button BarSkin drew is as wide as its title and its middle is the title:
    /// stretched, the title smears. The untitled art is the one to stretch.
    private func refuseTitledButton() throws {
        let files = InputKind(path: image) == .imageSet
            ? ((try? FileManager.default.contentsOfDirectory(atPath: image)) ?? []).filter { $0.lowercased().hasSuffix(".png") }.sorted().map { image + "/" + $0 }
            : [image]
        guard let button = files.lazy.compactMap(TitledButtonRecord.find).first else { return }
        throw ProblemText("is the \(button.kind) titled '\(button.title.escapingControlCharacters)' that barskin drew as wide as its title, "
            + "which fills its stretchable middle: stretched, the title would smear; stretch the untitled art "
            + "(\(button.kind) without --title) and set the title at run time, or draw the title at the width you need").located(at: image)
    }

    /// What IMAGE is, which decides where the caps come from.
    enum InputKind {
        case plain, ninePatch, imageSet, folder

        init(path: String) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                // Xcode names every image set so; any other folder is not one.
                self = PathText.trimmingTrailingSlashes(path).lowercased().hasSuffix(".imageset") ? .imageSet : .folder
            } else {
                self = NinePatch.isNinePatchName(path) ? .ninePatch : .plain
            }
        }
    }

    func run() throws {
        let start = Date()
        let (width, height) = parseSize(size)!
        let outputIsFile = try outputIsFile()
        if !outputIsFile { try refuseFile(output, as: "the output folder") }
        try refuseTitledButton()
        var batch = StretchBatch(input: image, output: output, outputIsFile: outputIsFile, width: width, height: height,
                                 caps: caps.specification, shrinkingCaps: shrink, limits: decode.decoder.limits)
        batch.vectors = try vectors.family()
        let planned = batch.plan()
        var run = CommandBuildRun(options: manifest, runner: BatchRunner(), decode: decode, console: reporting.console,
                                  command: "stretch", verb: "stretched", noun: "image", output: output)
        run.listing = { made in
            let record = made.record
            return "\(record.output): \(record.width ?? 0)x\(record.height ?? 0) px @\(record.scale ?? 1)x, \(record.status.rawValue)\n"
        }
        try run.run(planned, start: start)
    }
}
