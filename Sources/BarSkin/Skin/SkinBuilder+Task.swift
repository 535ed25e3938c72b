import BarSkinArt
import BarSkinCore

extension SkinBuilder {
    /// Builds one item, going on with its other files when one fails: each
    /// variant read once, each operation drawn once per variant, every planned
    /// file written, then the arts shipped as image sets and 9-patches, then its colour sets and text files.
    public func run(_ task: SkinBuildTask) -> TaskResult {
        var result = TaskResult()
        let runner = self.runner(for: task)
        let item = task.item, arts = item.arts
        let operations: [any ImageOperation]
        do { operations = try item.operations(decoder: runner.decoder) } catch {
            result.failures.append(located(error, path: item.family?.path.resolved ?? item.variantFiles?.first?.path ?? item.location.reportedAt))
            return result
        }
        let planned = Dictionary(task.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        func record(_ output: OutputRecord) {
            guard let file = planned[output.output], !file.isShared else { return }
            // The plan's input, as a rerun reports it from the manifest: a catalog writer knows only the skin.
            var output = output
            output.input = file.input
            result.outputs[file.path] = SkinBuildOutput(source: task.source, name: task.name, file: file, record: output)
        }
        // The art of each variant that an image set or 9-patch ships, by art.
        var shipped: [Int: [(variant: Int, art: SliceVariant)]] = [:]
        // Each variant's files, in plan order, gathered in one pass rather than one pass per variant.
        var filesOfVariant: [Int: [SkinBuildFile]] = [:]
        for file in task.files { if let index = file.variant { filesOfVariant[index, default: []].append(file) } }
        // A drawing that failed at one scale is one error, not one a scale (and one time limit, not three).
        for (index, variant) in task.variants.enumerated() {
            guard let files = filesOfVariant[index], variant.raster == nil || !result.failedDrawings.contains(variant.path) else { continue }
            var source: (image: SourceImage, bytes: [UInt8]?)? = nil
            if item.readsVariants {
                let read: (image: SourceImage, bytes: [UInt8], stamp: FileStamp)
                do { read = try runner.stampedSource(at: variant.path, raster: variant.raster) } catch {
                    if variant.raster != nil { result.failedDrawings.insert(variant.path) }
                    result.failures.append(located(error, path: variant.path))
                    continue
                }
                // The manifest records the file read (an SVG's own bytes); only a PNG's bytes are its image's encoding.
                result.inputs[variant.path] = SkinManifest.Input(stamp: read.stamp, bytes: read.bytes)
                source = (read.image, variant.raster == nil ? read.bytes : nil)
            }
            // One operation drawn and its files written before the next is drawn: a request
            // for many sizes holds one size's pixels at a time, not all of them.
            let operationsUsed = Set(files.compactMap { $0.art.flatMap { arts[$0].operationIndex } }).sorted()
            let artsWithFiles = Set(files.compactMap(\.art))
            for step in [nil] + operationsUsed.map(Optional.some) {
                let stepArts = arts.enumerated().filter { art in art.element.operationIndex == step && artsWithFiles.contains(art.offset) }
                let operation = step.map { operations[$0] }
                func place(_ artIndex: Int, _ art: SkinArt, _ image: Bitmap) {
                    let file = files.first { $0.art == artIndex && $0.kind == art.kind }
                    let made = self.place(art, image: image, by: operation, file: file, variant: variant, source: source,
                                          task: task, runner: runner, into: &result)
                    made.written.map(record)
                    if let art = made.shipped { shipped[artIndex, default: []].append((index, art)) }
                }
                guard let operation else {
                    if let source { for (artIndex, art) in stepArts where art.source == .input { place(artIndex, art, source.image.bitmap) } }
                    continue
                }
                // The last operation to read the input takes it over, with the file's bytes: one that can
                // lets the decoded pixels go and hands on one output at a time (an 8192x8192 mask's tint
                // holds its coverage and one output, not the RGBA input and both outputs).
                let inputs = source.map { [SourceImage(path: $0.image.path, bitmap: $0.image.bitmap, encoded: $0.bytes)] } ?? []
                if step == operationsUsed.last { source = nil }
                do {
                    let warnings = try operation.renderEach(consume inputs, scale: variant.fileName.scale) { output, image in
                        for (artIndex, art) in stepArts {
                            if case .drawn(_, output) = art.source { place(artIndex, art, image) }
                        }
                    }
                    result.warnings += warnings.map(wording)
                } catch {
                    result.failures.append(located(error, path: variant.path))
                }
            }
        }
        // The appearances of one name ship together: one image set holds them all.
        var groups: [[(art: SkinArt, variants: [(variant: Int, art: SliceVariant)])]] = [], setGroup: [String: Int] = [:]
        for (artIndex, art) in arts.enumerated() {
            guard let variants = shipped[artIndex], !variants.isEmpty else { continue }
            if art.imageSet != nil, let group = setGroup[art.name] {
                groups[group].append((art, variants))
            } else {
                if art.imageSet != nil { setGroup[art.name] = groups.count }
                groups.append([(art, variants)])
            }
        }
        for group in groups { ship(group, task: task, into: &result).forEach(record) }
        shipColorSets(task, into: &result).forEach(record)
        shipSymbolSets(task, into: &result).forEach(record)
        shipTextFiles(task, into: &result).forEach(record)
        return result
    }
}

extension SkinArt {
    /// The operation that draws it, if one does.
    var operationIndex: Int? {
        if case .drawn(let operation, _) = source { operation } else { nil }
    }
}
