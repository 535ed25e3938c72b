import BarSkinArt
import BarSkinCore

extension SkinBuilder {
    /// The warnings an up-to-date task's operations would give about its inputs, from
    /// the pixel sizes its manifest recorded: a build log shows them on every run,
    /// not only on the run that drew the art.
    func repeatedWarnings(_ task: SkinBuildTask, at index: Int, _ freshness: Freshness) -> [any LocatedError] {
        guard task.item.readsVariants, let operations = freshness.operations[index],
              let item = freshness.manifests[task.source]?.items[task.name] else { return [] }
        return repeatedWarnings(task.variants, inputs: item.inputs, operations: operations, workingFolder: freshness.workingFolder)
    }

    /// The warnings `operations` give about `variants` at the pixel sizes `inputs` recorded.
    func repeatedWarnings(_ variants: [SkinImageVariant], inputs: [String: SkinManifest.Input],
                          operations: [any ImageOperation], workingFolder: String) -> [any LocatedError] {
        variants.flatMap { variant -> [any LocatedError] in
            guard let input = inputs[PathText.absolute(variant.path, in: workingFolder)], let width = input.width, let height = input.height else { return [] }
            return operations.flatMap { operation in
                operation.warnings(forInputWidth: width, height: height, scale: variant.fileName.scale, path: variant.path).map(wording)
            }
        }
    }
}
