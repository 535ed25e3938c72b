extension SkinBuilder {
    /// Renders the art at its sizes (as `barskin stretch`), then ships it with its
    /// caps (as `barskin slice`), going on past a variant that fails.
    func runBackground(_ background: SkinBackground, task: SkinBuildTask) -> TaskResult {
        var result = TaskResult()
        var variants: [SliceVariant] = []
        for variant in task.variants {
            do { variants.append(try SliceVariant(reading: variant.path, decoder: decoder)) } catch {
                result.failures.append(Self.located(error, path: variant.path))
            }
        }
        result.warnings += ScaleMismatch.find(in: variants)
        var written: [WrittenFile] = []
        if let output = task.output {
            for variant in variants {
                written += render(variant, background: background, task: task, into: output, failures: &result.failures)
            }
        }
        if let catalog = task.catalog, !variants.isEmpty {
            do {
                let writer = CatalogWriter(catalogPath: catalog)
                written += try writer.write(name: task.name, variants: variants, caps: background.caps, template: background.template)
                result.warnings += writer.unassignedFiles(name: task.name).map { SkinBuildWarning.unassignedFile(path: $0) }
            } catch {
                result.failures.append(Self.located(error, path: variants[0].path))
            }
        }
        let androidPaths = Set(SkinOutputFolders.androidVariants(task.variants).map(\.path))
        let android = variants.filter { androidPaths.contains($0.path) }
        if let ninePatch = task.ninePatch, !android.isEmpty {
            let resource = AndroidResourceName(making: task.name)
            if resource.wasChanged {
                let location = background.image.path
                result.warnings.append(SkinBuildWarning.resourceRenamed(path: task.skin, line: location.line, column: location.column,
                                                                        name: task.name, resource: resource.value))
            }
            do {
                written += try NinePatchExporter(folder: ninePatch, encoder: PNGEncoder(compression: compression)).write(
                    name: resource, variants: android, caps: background.caps, contentInsets: background.contentInsets)
            } catch {
                result.failures.append(Self.located(error, path: android[0].path))
            }
        }
        // Report in plan order; the catalog's own Contents.json is the build's, not this item's.
        let outcomes = Dictionary(written.map { ($0.path, $0.outcome) }, uniquingKeysWith: { first, _ in first })
        result.outputs = task.files.compactMap { file in
            guard !file.isShared, let outcome = outcomes[file.path] else { return nil }
            return SkinBuildOutput(skin: task.skin, name: task.name, file: file, outcome: outcome)
        }
        return result
    }

    /// One variant at every size, each with the variant's own scale and caps,
    /// going on past a size that fails (one smaller than the caps).
    private func render(_ variant: SliceVariant, background: SkinBackground, task: SkinBuildTask, into folder: String,
                        failures: inout [any LocatedError]) -> [WrittenFile] {
        let scale = variant.fileName.scale
        let lattice: StretchLattice
        do {
            lattice = try background.caps.lattice(width: variant.bitmap.width, height: variant.bitmap.height, scale: scale, path: variant.path)
        } catch {
            failures.append(Self.located(error, path: variant.path))
            return []
        }
        var written: [WrittenFile] = []
        for size in background.sizes {
            let job = StretchJob(decoder: decoder, encoder: PNGEncoder(compression: compression), width: size.width,
                                 height: size.height, caps: background.caps, shrinkingCaps: false)
            let name = variant.fileName.withStem("\(task.name)-\(size.width)x\(size.height)").fileName
            do {
                written.append(try job.render(variant.bitmap, lattice: lattice, scale: scale, input: variant.path, name: name,
                                              destination: .folder(folder)).output)
            } catch {
                failures.append(Self.located(error, path: variant.path))
            }
        }
        return written
    }
}
