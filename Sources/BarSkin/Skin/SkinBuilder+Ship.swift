import BarSkinArt
import BarSkinCore

extension SkinBuilder {
    /// Writes `art`'s image of one variant as a loose PNG where it is one, and returns
    /// what it wrote, and the image encoded when an image set or 9-patch ships it.
    func place(_ art: SkinArt, image: Bitmap, by operation: (any ImageOperation)?, file: SkinBuildFile?,
                       variant: SkinImageVariant, source: (image: SourceImage, bytes: [UInt8]?)?, task: SkinBuildTask,
                       runner: OperationRunner, into result: inout TaskResult) -> (written: OutputRecord?, shipped: SliceVariant?) {
        let (path, fileName) = (variant.path, variant.fileName)
        var bytes = art.source == .input ? source?.bytes ?? nil : nil, written: OutputRecord? = nil
        if art.isLoose, let operation, let file {
            do {
                let made = try runner.write(image, by: operation, to: file.path, below: file.root, input: file.input, scale: fileName.scale)
                (written, bytes) = (made.record, made.bytes)
                result.hashes[file.path] = PixelDigest.sha256(of: made.bytes)
                result.stamps[file.path] = made.stamp
            } catch {
                result.failures.append(located(error, path: path))
            }
        }
        guard art.imageSet != nil || art.ninePatch != nil else { return (written, nil) }
        do {
            let encoded = try bytes ?? (operation ?? NormalizeOperation()).encoder(compression: runner.compression).encode(image)
            return (written, SliceVariant(path: art.source == .input ? path : task.source.file ?? path, fileName: fileName, bitmap: image, bytes: encoded))
        } catch {
            result.failures.append(located(error, path: path))
            return (written, nil)
        }
    }

    /// Writes the appearances of one art (``SkinArt/appearance``, one name) as one image set
    /// and each as 9-patches, where the skin has those folders, and returns what it wrote.
    func ship(_ group: [(art: SkinArt, variants: [(variant: Int, art: SliceVariant)])], task: SkinBuildTask,
              into result: inout TaskResult) -> [OutputRecord] {
        var written: [OutputRecord] = []
        let first = group[0].art
        for (art, variants) in group where art.source == .input { result.warnings += ScaleMismatchNote.find(in: variants.map(\.art)) }
        if first.imageSet != nil, let catalog = task.catalog, let vector = task.vectorSource(for: first) {
            do {
                // Copied only once it passes what drawing it would: the reference scan, and a parse in the decoder child.
                let bytes = try FileBytes.read(vector)
                _ = try VectorMask(limits: runner(for: task).decoder.limits).pointSize(of: bytes, path: vector)
                written += try VectorSetWriter(catalogPath: catalog).write(name: first.name, vector: vector, bytes: bytes)
            } catch {
                result.failures.append(located(error, path: vector))
            }
        } else if let export = first.imageSet, let catalog = task.catalog {
            do {
                let writer = CatalogWriter(catalogPath: catalog)
                let looks = group.map { ImageSetLook(appearance: $0.art.appearance, variants: $0.variants.map(\.art), caps: $0.art.imageSet?.caps) }
                written += try writer.write(name: first.name, looks: looks, template: export.template, ownsAppearances: export.ownsAppearances || first.source != .input)
                result.warnings += writer.unassignedFiles(name: first.name).map { SkinBuildNote.unassignedFile.located(at: $0) }
            } catch {
                result.failures.append(located(error, path: group[0].variants[0].art.path))
            }
        }
        for (art, variants) in group { written += shipNinePatch(art, variants: variants, task: task, into: &result) }
        return written
    }

    /// Writes the item's colour sets into the skin's catalog, where it has one, and returns what it wrote.
    func shipColorSets(_ task: SkinBuildTask, into result: inout TaskResult) -> [OutputRecord] {
        guard let catalog = task.catalog else { return [] }
        var written: [OutputRecord] = []
        for set in task.item.colorSets {
            do {
                written += try ColorSetWriter(catalogPath: catalog).write(name: set.name, colors: set.colors)
            } catch {
                result.failures.append(writeFailure(error, path: catalog + "/" + ColorSetWriter.setFolder(set.name)))
            }
        }
        return written
    }

    /// Writes the item's custom symbols into the skin's catalog from its SVG mask, read as a
    /// vector set's is (the reference scan and a parse in the decoder child) before it is parsed
    /// for its paths, and returns what it wrote.
    func shipSymbolSets(_ task: SkinBuildTask, into result: inout TaskResult) -> [OutputRecord] {
        guard let catalog = task.catalog else { return [] }
        var written: [OutputRecord] = []
        for set in task.item.symbolSets {
            var input = task.item.location.reportedAt
            do {
                input = try task.symbolSource(for: set)
                let bytes = try FileBytes.read(input)
                _ = try VectorMask(limits: runner(for: task).decoder.limits).pointSize(of: bytes, path: input)
                let svg: [UInt8]
                do { svg = try SymbolTemplate(name: set.name, source: try SymbolSource(bytes: bytes)).bytes() } catch { throw error.located(at: input) }
                written += try SymbolSetWriter(catalogPath: catalog).write(name: set.name, svg: svg, input: input)
            } catch {
                result.failures.append(located(error, path: input))
            }
        }
        return written
    }

    /// Writes the item's text files where the plan placed them, and returns what it wrote: an
    /// unchanged file is left alone, a changed one replaced atomically.
    func shipTextFiles(_ task: SkinBuildTask, into result: inout TaskResult) -> [OutputRecord] {
        var written: [OutputRecord] = []
        let planned = task.files.filter { file in task.item.textFiles.contains { $0.kind == file.kind } && file.art == nil && file.variant == nil }
        for (text, file) in zip(task.item.textFiles.filter { $0.place(catalog: task.catalog) != nil }, planned) {
            do {
                let outcome = try AtomicFile.write(text.bytes, to: file.path, below: file.root)
                written.append(OutputRecord(input: nil, output: file.path, bytes: text.bytes.count, status: OutputStatus(outcome)))
            } catch {
                result.failures.append(writeFailure(error, path: file.path))
            }
        }
        return written
    }

    /// Writes `art` as 9-patches, where the skin has that folder and Android a qualifier for its appearance.
    private func shipNinePatch(_ art: SkinArt, variants: [(variant: Int, art: SliceVariant)], task: SkinBuildTask,
                               into result: inout TaskResult) -> [OutputRecord] {
        var written: [OutputRecord] = []
        let runner = self.runner(for: task)
        guard art.appearance.androidQualifier != nil else { return [] }
        let android = Set(SkinOutputFolders.androidVariants(task.variants))
        let androidArt = variants.filter { android.contains($0.variant) }.map(\.art)
        if let export = art.ninePatch, let ninePatch = task.ninePatch, !androidArt.isEmpty {
            // A command's item has no skin: its warnings name its input, at no line.
            let item = task.item.location, file = item.reportedAt
            if export.tiled {
                result.warnings.append(wording(SkinBuildNote.tiledNinePatch.located(at: file, line: export.tiledAt?.line, column: export.tiledAt?.column)))
            }
            let resource = AndroidResourceName(making: art.name)
            if resource.wasChanged {
                result.warnings.append(SkinBuildNote.resourceRenamed(name: art.name, resource: resource.value).located(at: file, line: item.line, column: item.column))
            }
            do {
                written += try NinePatchExporter(folder: ninePatch, runner: runner).write(
                    name: resource, variants: androidArt, caps: export.caps, contentInsets: export.contentInsets, appearance: art.appearance)
            } catch {
                result.failures.append(located(error, path: androidArt[0].path))
            }
        }
        return written
    }
}
