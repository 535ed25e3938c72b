extension SkinBuilder {
    /// Tints every mask variant into the files planned for it, as `barskin tint` would.
    func runTabItem(_ item: SkinTabItem, task: SkinBuildTask) -> TaskResult {
        var result = TaskResult()
        var fill: Bitmap? = nil
        if case .image(let path) = item.settings.selectedFill {
            do { fill = try TintJob.decodeFill(at: path, decoder: decoder) } catch {
                result.failures.append(Self.located(error, path: path))
                return result
            }
        }
        let job = TintJob(operation: item.settings.operation(selectedFillImage: fill), decoder: decoder,
                          encoder: TintJob.encoder(compression: compression))
        for variant in task.variants {
            let files = task.files.filter { $0.input == variant.path }
            guard files.count == 2 else { continue }
            // Relative paths only key tint's manifest, which a skin build does not keep.
            let relative = files.map { PathText.fileName(of: $0.path) }
            let tintItem = TintJob.Item(input: variant.path, key: variant.path, destinations: files.map(\.path), relativeDestinations: relative)
            do {
                let output = try job.run(tintItem, previous: nil, force: true)
                for (file, written) in zip(files, output.files) {
                    result.outputs.append(SkinBuildOutput(skin: task.skin, name: task.name, file: file,
                                                          outcome: written.outcome == .written ? .written : .unchanged))
                }
                result.warnings += output.warnings.map { SkinWordedError.worded($0) as? any LocatedError ?? $0 }
            } catch {
                result.failures.append(Self.located(error, path: variant.path))
            }
        }
        return result
    }
}
