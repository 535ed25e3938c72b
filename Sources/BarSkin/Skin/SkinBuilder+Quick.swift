import BarSkinArt
import BarSkinCore
import Foundation

extension SkinBuilder {
    /// Everything besides the skin file and its images that reaches a build's files: the
    /// manifest's and encoder's revisions, the compression, the decoding limits and the
    /// program itself (its size and time, so a rebuilt or upgraded barskin plans afresh).
    public func fingerprint(compression: PNGCompression) -> String {
        let program = Bundle.main.executablePath.flatMap { FileStamp(path: $0) }
        return "recipe \(SkinManifest.recipeVersion) png=\(PNGEncoder.revision) compression=\(compression.rawValue) limits=\(runner.decoder.limits) "
            + "program=\(program.map { "\($0.bytes)@\($0.modified)" } ?? "-")"
    }

    /// The compression the items of `source` are written at, as ``runner(for:)`` chooses it.
    func runnerCompression(_ source: SkinSource, _ plan: SkinBuildPlan) -> PNGCompression {
        compressionOverride ?? plan.tasks.first { $0.source == source }?.compression ?? .default
    }

    /// What a build of `specs` would report when nothing at all has changed since the
    /// last one (the skin file, the program and its settings, every folder it listed,
    /// every input and output file, by stamp), found from the manifests alone without
    /// making the plan; nil as soon as anything differs, and the full build decides.
    public func unchanged(_ specs: [SkinSpec]) -> Report? {
        guard !force else { return nil }
        var report = Report()
        let workingFolder = FileManager.default.currentDirectoryPath
        for spec in specs {
            guard let path = SkinManifest.path(for: spec) else { return nil }
            // Trusted only together with the manifest it was written with: deleted or edited, the full build decides.
            guard let manifest = SkinManifest.loadIndex(of: path), let written = manifest.readStamp, FileStamp(path: path) == written,
                  let quick = manifest.quick, manifest.skin == spec.path.map({ PathText.absolute($0, in: workingFolder) }), manifest.stale.isEmpty,
                  quick.fingerprint == fingerprint(compression: compressionOverride ?? spec.compression ?? .default),
                  (spec.contentDigest() ?? spec.path.flatMap { try? FileBytes.read($0) }.map(PixelDigest.sha256(of:))) == quick.skinSHA,
                  quick.folders.allSatisfy({ FileStamp(path: $0.key, folder: true) == $0.value }),
                  quick.shared.allSatisfy({ FileStamp(path: $0) != nil }),
                  Set(spec.items.map(\.name)) == Set(manifest.items.keys), spec.items.count == manifest.items.count
            else { return nil }
            // The shared files first, then item by item in the skin's order, each item's files by
            // path: the order ``Report/order(skins:)`` gives a build, made here without sorting it all.
            // The skin's own warnings, as its last plan gave them: the plan is not made again.
            // Only a skin file's own warnings are recorded: a command makes its own again from its flags.
            if let skin = spec.path {
                report.warnings += quick.warnings.map { $0.located(at: skin) as any LocatedError }
            }
            let names = SkinShownPaths(spec, workingFolder: workingFolder)
            let shared = quick.shared.map { (file: $0, shown: names.shown($0)) }.sorted { $0.shown < $1.shown }
            for (file, shown) in shared {
                let record = OutputRecord(input: spec.path, output: shown, bytes: FileStamp(path: file)?.bytes, status: .upToDate)
                report.outputs.append(SkinBuildOutput(source: spec.source, name: "catalog", file: SkinBuildFile(path: shown, input: spec.path,
                                                                                                            kind: "catalog", isShared: true), record: record))
            }
            // Thousands of files to stat and report: items a slice at a time, side by side.
            let slices = stride(from: 0, to: spec.items.count, by: 64).map { spec.items[$0..<min($0 + 64, spec.items.count)] }
            let builder = self, items = manifest.items
            let checked = BatchRunner().run(slices) { slice -> (outputs: [SkinBuildOutput], warnings: [any LocatedError])? in
                var outputs: [SkinBuildOutput] = [], warnings: [any LocatedError] = []
                for item in slice {
                    guard let found = builder.upToDate(item, items[item.name]!, source: spec.source, names: names, workingFolder: workingFolder) else { return nil }
                    outputs += found.outputs
                    warnings += found.warnings
                }
                return (outputs, warnings)
            }
            for slice in checked {
                guard let slice else { return nil }
                report.outputs += slice.outputs
                report.warnings += slice.warnings
            }
            report.items += manifest.items.count
        }
        return report
    }

    /// `item`'s outputs as records of files up to date, and the warnings its inputs give,
    /// when its manifest `recorded` every input and output as they are now; nil otherwise.
    private func upToDate(_ item: any SkinItem, _ recorded: SkinManifest.Item, source: SkinSource, names: SkinShownPaths,
                          workingFolder: String) -> (outputs: [SkinBuildOutput], warnings: [any LocatedError])? {
        guard !recorded.recipe.isEmpty, recorded.inputs.allSatisfy({ FileStamp(path: $0.key) == $0.value.stamp }) else { return nil }
        var warnings: [any LocatedError] = []
        if let files = item.variantFiles, let operations = try? item.operations(decoder: runner.decoder) {
            warnings = repeatedWarnings(files, inputs: recorded.inputs, operations: operations, workingFolder: workingFolder)
        }
        // A command's item names its own file as it was typed (`./icons/a.png`).
        let typed = Dictionary((item.variantFiles ?? []).map { (PathText.absolute($0.path, in: workingFolder), $0.path) }, uniquingKeysWith: { first, _ in first })
        let display = { (absolute: String) in typed[absolute] ?? names.shown(absolute) }
        var outputs: [SkinBuildOutput] = []
        for (absolute, file, output) in recorded.outputs.map({ ($0.key, display($0.key), $0.value) }).sorted(by: { $0.1 < $1.1 }) {
            guard FileStamp(path: absolute) == output.stamp else { return nil }
            let input = output.input.map(display) ?? source.file
            let record = OutputRecord(input: input, output: file, width: output.width, height: output.height,
                                      scale: output.scale, bytes: output.stamp.bytes, status: .upToDate)
            outputs.append(SkinBuildOutput(source: source, name: item.name, file: SkinBuildFile(path: file, input: input, kind: output.kind,
                                                                                                appearance: output.appearance), record: record))
        }
        return (outputs, warnings)
    }
}
