import ArgumentParser
import BarSkin
import Foundation

/// `barskin diff`: two builds compared by decoded pixels.
struct DiffCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two builds by decoded pixels: added, removed and changed images.",
        discussion: """
        Each build is an output folder, a catalog or a build manifest (.NAME.barskin.json,
        which lists every PNG the build wrote, wherever it went); two folders of PNGs
        no build made compare too, but a folder no build recorded (masks) that shares
        no image path with the build it is compared with is an error. Images are
        matched by their path inside the build and compared by their pixels, not their
        bytes: a pixel has changed when a channel (its colour weighted by its alpha)
        differs by more than --tolerance levels, and an image has changed when at least
        --min-pixels pixels have, its size has, or its image set entry's caps
        (Contents.json's resizing) have. Unchanged images are counted, not listed.

        The text format prints one line per added, removed or changed image; github one
        annotation per skin item at its line of the skin file (the build's record says
        which item wrote each image), its files listed, and one per image no item wrote;
        json prints the counts and every change; html is one self-contained page showing
        each change old and new side by side with a difference image (changed pixels in
        magenta). The counts go to standard error.

        Exit status: 0 when nothing was added, removed or changed beyond the thresholds,
        1 when something was (or an image could not be decoded), 2 when diff could not
        run (a build that does not exist or is no build, art that is not the build's, a
        folder it cannot list, a --base commit it cannot check out, a report it cannot
        write), 64 for bad usage.

        With --base GITREF and one skin file, the skin is built at that commit in a
        temporary clone and compared with a build of the working tree's skin in a
        temporary folder: the working tree, its build folders and its manifest are
        left as they are.

        Examples:
          barskin build Assets/Sample.skin.yml -o Build/Before   # to compare with
          barskin build Assets/Sample.skin.yml                   # Build/Skin, later
          barskin diff Build/Before Build/Skin
          barskin diff Build/Before/.Sample.skin.barskin.json \\
            Build/Skin/.Sample.skin.barskin.json
          barskin diff Build/Before/Sample.xcassets Build/Skin/Sample.xcassets \\
            --format github
          barskin diff Build/Before Build/Skin --tolerance 2 --format html -o diff.html
          barskin diff --base origin/main Assets/Sample.skin.yml --format github
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github, html
    }

    @Argument(help: ArgumentHelp("The old build and the new build (with --base: the skin file).", valueName: "build"))
    var builds: [String] = []

    @Option(help: ArgumentHelp("Channel levels (0-255) a pixel may differ by and still count as unchanged.", valueName: "n"))
    var tolerance = 0

    @Option(help: ArgumentHelp("Changed pixels an image needs to count as changed (a size change always counts).", valueName: "n"))
    var minPixels = 1

    @Option(help: "Report format: text, json, github (workflow annotations) or html.")
    var format: Format = .text

    @Flag(help: "Same as --format json.")
    var json = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output; - is standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Build the skin file at this commit and compare the working tree's build with it.", valueName: "gitref"))
    var base: String?

    @OptionGroup var batch: BatchOptions
    @OptionGroup var reporting: ConsoleOptions

    func validate() throws {
        try validateOutputPath(output, flag: "--output", naming: "file")
        if base != nil {
            guard builds.count == 1 else { throw ValidationError("--base compares one skin file with its build at a commit: give the skin file alone") }
        } else if builds.count != 2 {
            throw ValidationError("give two builds to compare (output folders, catalogs or manifests), or --base GITREF and a skin file")
        }
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance must be from 0 to 255 channel levels, not \(tolerance)") }
        guard minPixels >= 1 else { throw ValidationError("--min-pixels must be 1 or more, not \(minPixels)") }
    }

    var reportFormat: Format { json ? .json : format }

    func run() throws {
        let console = reporting.console
        let start = Date()
        if let base { return try runAgainstBase(base, skin: builds[0], console: console, start: start) }
        // A folder the user names with nothing in it is a build that did not run, not one that made nothing.
        let (old, new) = (try BuildImages.load(builds[0], emptyIsBuild: false), try BuildImages.load(builds[1], emptyIsBuild: false))
        if let unrelated = BuildImages.unrelated(old: old, new: new) { throw unrelated }
        try compare(old: old, new: new, console: console, start: start)
    }

    /// Compares two builds' images and prints the report; throws the exit status when anything changed.
    /// `annotating`: the file GitHub annotations point at instead of the images (the skin file, for temporary builds);
    /// `newBuild`: where the new build's record is, when `new` goes by another name.
    func compare(old: BuildImages, new: BuildImages, annotating: String? = nil, newBuild: String? = nil, console: Console, start: Date) throws {
        let diff = BuildDiff(tolerance: tolerance, minimumPixels: minPixels, withPictures: reportFormat == .html, runner: batch.runner)
        var failures: [any LocatedError] = [], changes: [ImageChange] = []
        var counts = BuildDiffCounts()
        let format = reportFormat
        let render = { (sink: @escaping (String) -> Void) in
            var page = format == .html ? BuildDiffHTMLReport(old: old.source, new: new.source, sink: sink) : nil
            counts = diff.compare(old, new) { outcome in
                switch outcome {
                case .failure(let error): failures.append(error)
                case .image(let change):
                    switch format {
                    case .text: BuildDiffLines.text(change).map(sink)
                    case .github: if change.status != .unchanged { changes.append(change) }
                    case .json: if change.status != .unchanged { changes.append(change) }
                    case .html: page?.add(change)
                    }
                }
            }
            if format == .html { page?.finish(counts) }
            // By item, once every change is known: the new build's record says which item wrote each file.
            if format == .github { sink(BuildDiffLines.gitHub(changes, items: BuildItems.read(build: newBuild ?? new.source, skin: annotating), file: annotating)) }
        }
        let output = output == "-" ? nil : output
        if format == .json {
            render { _ in }
            let members = BuildDiffJSON.members(old: old.source, new: new.source, diff: diff, counts: counts, changes: changes)
            if let output {
                let document = JSONValue.object([("schemaVersion", .int(1))] + members + [("failures", .array(failures.map(failureJSON)))])
                console.detail(wrote: output, try AtomicFile.write(Array(document.rendered().utf8), to: output))
            } else {
                printJSON(members, failures: failures)
            }
        } else if let output {
            console.detail(wrote: output, try AtomicFile.stream(to: output, render))
        } else {
            render { Platform.writeToStandardOutput($0) }
        }
        for failure in failures { console.report(.error, failure) }
        console.line("barskin: diff: \(counts.summary) in \(formatSeconds(since: start))")
        // A folder of either build that could not be listed leaves the comparison without its images.
        if !(old.failures.isEmpty && new.failures.isEmpty) { throw Self.couldNotRun }
        if counts.hasChanges || !failures.isEmpty { throw ExitCode.failure }
    }

    /// `--base`: the skin built at the commit and as it is now, each in a temporary folder, compared.
    private func runAgainstBase(_ reference: String, skin: String, console: Console, start: Date) throws {
        let build = try BaseBuild.make(skin: skin, reference: reference, runner: batch.runner)
        defer { build.remove() }
        for failure in build.failures { console.report(.error, failure) }
        try compare(old: BuildImages.load(build.old).named(reference), new: BuildImages.load(build.new).named(skin), annotating: skin,
                    newBuild: build.new, console: console, start: start)
        if !build.failures.isEmpty { throw ExitCode.failure }
    }
}

extension DiffCommand: JSONReportingCommand {
    var printsJSON: Bool { reportFormat == .json && (output == nil || output == "-") }
}
