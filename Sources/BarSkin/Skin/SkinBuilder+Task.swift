import BarSkinArt
import BarSkinCore

extension SkinBuilder {
    /// Builds one item, going on with its other files when one fails: each
    /// variant read once, each operation drawn once per variant, every planned
    /// file written, then the arts shipped as image sets and 9-patches.
    public func run(_ task: SkinBuildTask) -> TaskResult {
        var result = TaskResult()
        let runner = self.runner(for: task)
        let item = task.item, arts = item.arts
        let operations: [any ImageOperation]
        do { operations = try item.operations(decoder: runner.decoder) } catch {
            result.failures.append(located(error, path: item.family?.path.resolved ?? item.variantFiles?.first?.path ?? task.skin))
            return result
        }
        let planned = Dictionary(task.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func record(_ output: OutputRecord) {
            guard let file = planned[output.output], !file.isShared else { return }
            result.outputs[file.path] = SkinBuildOutput(skin: task.skin, name: task.name, file: file, record: output)
        }
        // The art of each variant that an image set or 9-patch ships, by art.
        var shipped: [Int: [(variant: Int, art: SliceVariant)]] = [:]
        for (index, variant) in task.variants.enumerated() {
            let files = task.files.filter { $0.variant == index }
            guard !files.isEmpty else { continue }
            var source: (image: SourceImage, bytes: [UInt8])? = nil
            if item.readsVariants {
                do { source = try runner.source(at: variant.path) } catch {
                    result.failures.append(located(error, path: variant.path))
                    continue
                }
                if let stamp = FileStamp(path: variant.path) { result.inputs[variant.path] = SkinManifest.Input(stamp: stamp, bytes: source!.bytes) }
            }
            // One operation drawn and its files written before the next is drawn: a request
            // for many sizes holds one size's pixels at a time, not all of them.
            let operationsUsed = Set(files.compactMap { $0.art.flatMap { arts[$0].operationIndex } }).sorted()
            for step in [nil] + operationsUsed.map(Optional.some) {
                var rendering: Rendering? = nil
                if let step {
                    do {
                        rendering = try runner.render(operations[step], inputs: source.map { [$0.image] } ?? [], scale: variant.fileName.scale)
                        result.warnings += rendering!.warnings.map(wording)
                    } catch {
                        result.failures.append(located(error, path: variant.path))
                        continue
                    }
                }
                for (artIndex, art) in arts.enumerated() where art.operationIndex == step && files.contains(where: { $0.art == artIndex }) {
                    let image: Bitmap
                    switch art.source {
                    case .input:
                        guard let source else { continue }
                        image = source.image.bitmap
                    case .drawn(_, let output):
                        guard let rendering else { continue }
                        image = rendering.images[output]
                    }
                    let operation = step.map { operations[$0] }, file = files.first { $0.art == artIndex && $0.kind == art.kind }
                    let made = place(art, image: image, by: operation, file: file, variant: variant, source: source,
                                     task: task, runner: runner, into: &result)
                    made.written.map(record)
                    if let art = made.shipped { shipped[artIndex, default: []].append((index, art)) }
                }
            }
        }
        for (artIndex, art) in arts.enumerated() {
            guard let variants = shipped[artIndex], !variants.isEmpty else { continue }
            ship(art, variants: variants, task: task, into: &result).forEach(record)
        }
        return result
    }
}

extension SkinArt {
    /// The operation that draws it, if one does.
    var operationIndex: Int? {
        if case .drawn(let operation, _) = source { operation } else { nil }
    }
}
