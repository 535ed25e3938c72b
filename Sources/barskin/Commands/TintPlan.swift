import BarSkin
import Foundation

/// Inputs mapped to their two destinations, refusing escapes, collisions and overwriting inputs.
struct TintPlan {
    var items: [TintJob.Item] = []
    var keys: Set<String> = []
    var destinations: Set<String> = []

    /// Splits off inputs that are this command's own earlier outputs (an output
    /// folder inside an input folder), so a re-run does not tint its own results.
    static func separatingOwnOutputs(_ files: [InputFile], manifest: TintManifest, folder: String) -> (inputs: [InputFile], own: [String]) {
        let written = Set(manifest.entries.values.flatMap(\.outputs).map { resolved(folder + "/" + $0.path) })
        guard !written.isEmpty else { return (files, []) }
        var inputs: [InputFile] = [], own: [String] = []
        for file in files {
            if written.contains(resolved(file.path)) { own.append(file.path) } else { inputs.append(file) }
        }
        return (inputs, own)
    }

    init(files: [InputFile], folder: OutputFolder, failures: inout [any LocatedError]) {
        var firstInputFor: [String: String] = [:]
        for file in files {
            let relative = TintJob.outputPaths(for: file.relativePath)
            // A failing input is not gone: --prune must keep its earlier outputs.
            keys.insert(file.relativePath)
            do {
                let paths = try [relative.normal, relative.selected].map { try folder.destination(for: $0, input: file.path) }
                for path in paths {
                    if let first = firstInputFor[path] { throw FileError.duplicateOutput(path: file.path, output: path, firstInput: first) }
                }
                for path in paths { firstInputFor[path] = file.path }
                items.append(TintJob.Item(input: file.path, key: file.relativePath, destinations: paths,
                                          relativeDestinations: [relative.normal, relative.selected]))
                destinations.formUnion(paths)
            } catch {
                failures.append(FailedInput.wrap(error, path: file.path))
            }
        }
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
