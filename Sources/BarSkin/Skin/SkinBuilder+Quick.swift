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

    /// The compression the skin at `skin` is written at, as ``runner(for:)`` chooses it.
    func runnerCompression(_ skin: String, _ plan: SkinBuildPlan) -> PNGCompression {
        compressionOverride ?? plan.tasks.first { $0.skin == skin }?.compression ?? .default
    }

    /// What a build of `specs` would report when nothing at all has changed since the
    /// last one (the skin file, the program and its settings, every folder it listed,
    /// every input and output file, by stamp), found from the manifests alone without
    /// making the plan; nil as soon as anything differs, and the full build decides.
    public func unchanged(_ specs: [SkinSpec]) -> Report? {
        guard !force else { return nil }
        var report = Report()
        let workingFolder = FileManager.default.currentDirectoryPath
        let display = { (absolute: String) in PathText.relative(absolute, to: workingFolder) }
        for spec in specs {
            guard let path = SkinManifest.path(for: spec) else { return nil }
            // Trusted only together with the manifest it was written with: deleted or edited, the full build decides.
            guard let manifest = SkinManifest.loadIndex(of: path), let written = manifest.readStamp, FileStamp(path: path) == written,
                  let quick = manifest.quick, manifest.skin == PathText.absolute(spec.path, in: workingFolder), manifest.stale.isEmpty,
                  quick.fingerprint == fingerprint(compression: compressionOverride ?? spec.compression ?? .default),
                  (spec.contentDigest() ?? (try? FileBytes.read(spec.path)).map(PixelDigest.sha256(of:))) == quick.skinSHA,
                  quick.folders.allSatisfy({ FileStamp(path: $0.key, folder: true) == $0.value }),
                  quick.shared.allSatisfy({ FileStamp(path: $0) != nil }),
                  Set(spec.items.map(\.name)) == Set(manifest.items.keys), spec.items.count == manifest.items.count
            else { return nil }
            let commandItems = Dictionary(spec.items.filter { $0.variantFiles != nil }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for name in manifest.items.keys.sorted() {
                let item = manifest.items[name]!
                guard !item.recipe.isEmpty, item.inputs.allSatisfy({ FileStamp(path: $0.key) == $0.value.stamp }) else { return nil }
                if let files = commandItems[name]?.variantFiles, let operations = try? commandItems[name]!.operations(decoder: runner.decoder) {
                    report.warnings += repeatedWarnings(files, inputs: item.inputs, operations: operations, workingFolder: workingFolder)
                }
                for file in item.outputs.keys.sorted() {
                    let output = item.outputs[file]!
                    guard FileStamp(path: file) == output.stamp else { return nil }
                    let input = output.input.map(display) ?? spec.path
                    let record = OutputRecord(input: input, output: display(file), width: output.width, height: output.height,
                                              scale: output.scale, bytes: output.stamp.bytes, status: .upToDate)
                    report.outputs.append(SkinBuildOutput(skin: spec.path, name: name,
                                                          file: SkinBuildFile(path: display(file), input: input, kind: output.kind), record: record))
                }
            }
            report.items += manifest.items.count
            for file in quick.shared {
                let record = OutputRecord(input: spec.path, output: display(file), bytes: FileStamp(path: file)?.bytes, status: .upToDate)
                report.outputs.append(SkinBuildOutput(skin: spec.path, name: "catalog", file: SkinBuildFile(path: display(file), input: spec.path,
                                                                                                              kind: "catalog", isShared: true), record: record))
            }
        }
        report.order(skins: specs.map { ($0.path, $0.items.map(\.name)) })
        return report
    }
}
