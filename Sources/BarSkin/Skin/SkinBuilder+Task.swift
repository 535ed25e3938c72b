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
            result.failures.append(Self.located(error, path: item.family?.path.resolved ?? task.skin))
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
            if item.family != nil {
                do { source = try runner.source(at: variant.path) } catch {
                    result.failures.append(Self.located(error, path: variant.path))
                    continue
                }
            }
            var renderings: [Int: Rendering] = [:]
            for operation in Set(files.compactMap { $0.art.flatMap { arts[$0].operationIndex } }).sorted() {
                do {
                    let rendering = try runner.render(operations[operation], inputs: source.map { [$0.image] } ?? [], scale: variant.fileName.scale)
                    renderings[operation] = rendering
                    result.warnings += rendering.warnings.map(SkinRemedyWording.worded)
                } catch {
                    result.failures.append(Self.located(error, path: variant.path))
                }
            }
            for (artIndex, art) in arts.enumerated() where files.contains(where: { $0.art == artIndex }) {
                let image: Bitmap, operation: (any ImageOperation)?
                switch art.source {
                case .input:
                    guard let source else { continue }
                    (image, operation) = (source.image.bitmap, nil)
                case .drawn(let index, let output):
                    guard let rendering = renderings[index] else { continue }
                    (image, operation) = (rendering.images[output], operations[index])
                }
                var bytes = art.source == .input ? source?.bytes : nil
                if art.isLoose, let operation, let file = files.first(where: { $0.art == artIndex && $0.kind == art.kind }) {
                    do {
                        let written = try runner.write(image, by: operation, to: file.path, input: file.input, scale: variant.fileName.scale)
                        record(written.record)
                        bytes = written.bytes
                    } catch {
                        result.failures.append(Self.located(error, path: variant.path))
                    }
                }
                guard art.imageSet != nil || art.ninePatch != nil else { continue }
                do {
                    let encoded = try bytes ?? (operation ?? NormalizeOperation()).encoder(compression: runner.compression).encode(image)
                    let path = art.source == .input ? variant.path : task.skin
                    shipped[artIndex, default: []].append((index, SliceVariant(path: path, fileName: variant.fileName, bitmap: image, bytes: encoded)))
                } catch {
                    result.failures.append(Self.located(error, path: variant.path))
                }
            }
        }
        for (artIndex, art) in arts.enumerated() {
            guard let variants = shipped[artIndex], !variants.isEmpty else { continue }
            ship(art, variants: variants, task: task, into: &result).forEach(record)
        }
        return result
    }

    /// Writes `art` as an image set and as 9-patches, where the skin has those folders, and returns what it wrote.
    private func ship(_ art: SkinArt, variants: [(variant: Int, art: SliceVariant)], task: SkinBuildTask,
                      into result: inout TaskResult) -> [OutputRecord] {
        var written: [OutputRecord] = []
        let runner = self.runner(for: task)
        if art.source == .input { result.warnings += ScaleMismatch.find(in: variants.map(\.art)) }
        if let export = art.imageSet, let catalog = task.catalog {
            do {
                let writer = CatalogWriter(catalogPath: catalog)
                written += try writer.write(name: art.name, variants: variants.map(\.art), caps: export.caps, template: export.template)
                result.warnings += writer.unassignedFiles(name: art.name).map { SkinBuildWarning.unassignedFile(path: $0) }
            } catch {
                result.failures.append(Self.located(error, path: variants[0].art.path))
            }
        }
        let android = Set(SkinOutputFolders.androidVariants(task.variants))
        let androidArt = variants.filter { android.contains($0.variant) }.map(\.art)
        if let export = art.ninePatch, let ninePatch = task.ninePatch, !androidArt.isEmpty {
            if let at = export.tiledAt { result.warnings.append(SkinBuildWarning.tiledNinePatch(path: task.skin, line: at.line, column: at.column)) }
            let resource = AndroidResourceName(making: art.name)
            if resource.wasChanged {
                result.warnings.append(SkinBuildWarning.resourceRenamed(path: task.skin, line: task.item.location.line,
                                                                        column: task.item.location.column, name: art.name, resource: resource.value))
            }
            do {
                written += try NinePatchExporter(folder: ninePatch, runner: runner).write(
                    name: resource, variants: androidArt, caps: export.caps, contentInsets: export.contentInsets)
            } catch {
                result.failures.append(Self.located(error, path: androidArt[0].path))
            }
        }
        return written
    }
}

extension SkinArt {
    /// The operation that draws it, if one does.
    var operationIndex: Int? {
        if case .drawn(let operation, _) = source { operation } else { nil }
    }
}
