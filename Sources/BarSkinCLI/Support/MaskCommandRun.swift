import ArgumentParser
import BarSkin
import Foundation

/// One run of a command that draws one operation from every mask: flags to
/// items (``MaskBatch``), the skin build, and its report.
struct MaskCommandRun {
    let inputs: [String], output: String
    let options: ManifestOptions
    let batch: BatchOptions
    let decode: DecodeOptions
    /// How SVG and PDF inputs are drawn.
    let vectors: VectorOptions
    let console: Console
    /// The summary's words: `tinted`, `icon`.
    let verb: String, noun: String
    /// `--sheet`: where to write a contact sheet of what the run made.
    var sheet: String? = nil
    /// The item each mask is placed in (`tint --item-size`), where the command has one.
    var itemSize: PointSize? = nil
    /// `--catalog`: the asset catalog each family goes into as image sets.
    var catalog: String? = nil

    /// Draws `operation` from every mask into the output, named by `naming`, and each of
    /// `otherLooks` beside it.
    func run(_ command: String, operation: any ImageOperation, naming: MaskNaming,
             otherLooks: [(appearance: Appearance, operation: any ImageOperation)] = []) throws {
        let start = Date()
        let outputIsFile = try BatchTargets.outputIsFile(output, inputs: inputs, command: command,
                                                         outputsPerMask: operation.outputRoles.count * (1 + otherLooks.count), noun: noun,
                                                         catalog: catalog != nil)
        if !outputIsFile { try refuseFile(output, as: "the output folder") }
        try refuseFile(catalog, as: "the catalog folder")
        var batch = MaskBatch(command: command, inputs: inputs, output: output, outputIsFile: outputIsFile,
                              operation: operation, naming: naming, otherLooks: otherLooks)
        batch.vectors = try vectors.family()
        batch.catalog = catalog
        let planned = batch.plan()
        warnAboutSmallDrawings()
        try SheetWriting(console: console, decoder: decode.decoder).afterRun(
            sheet: sheet, dryRun: options.dryRun, manifests: [SkinManifest.path(for: planned.spec)].compactMap { $0 }, title: "barskin \(command)"
        ) {
            try CommandBuildRun(options: options, runner: self.batch.runner, decode: decode, console: console, command: command,
                                verb: verb, noun: noun, output: output).run(planned, start: start)
        }
    }

    /// An SVG or PDF drawn at its own size in a much larger item stays that small (a 16 pt
    /// drawing in a 30 pt item is a 16 pt glyph): said once per drawing, with the flag that fits it.
    /// A drawing that does not read is left to the build, which reports it.
    private func warnAboutSmallDrawings() {
        guard let item = itemSize, vectors.maskSize == nil else { return }
        let drawings = InputCollector.collect(inputs, isWanted: VectorFormat.isVectorName).files.map(\.path).filter { VectorFormat(path: $0) != nil }
        let reader = VectorMask(limits: decode.decoder.limits)
        for path in drawings {
            guard let bytes = try? FileBytes.read(path), let size = try? reader.pointSize(of: bytes, path: path),
                  size.width < 0.75 * Double(item.width), size.height < 0.75 * Double(item.height) else { continue }
            let points = { (value: Double) in value == value.rounded() ? "\(Int(value))" : "\(value)" }
            console.report(.warning, path: path, "the drawing is \(points(size.width))x\(points(size.height)) pt and stays that size in the "
                + "\(item.width)x\(item.height) pt item; --mask-size \(item.width)x\(item.height) draws it to fill the item")
        }
    }
}
