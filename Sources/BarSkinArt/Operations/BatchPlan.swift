import BarSkinCore
import Foundation

/// The inputs of a batch mapped to their destinations by `Kind`'s naming
/// rule, refusing escapes, collisions and overwriting inputs.
public struct BatchPlan<Kind: BatchKind>: Sendable {
    /// One item per input to work on, in input order.
    public var items: [BatchItem] = []
    /// The manifest keys of every input of the run, failing ones included (their outputs are not gone).
    public var keys: Set<String> = []
    /// Every destination the run writes.
    public var destinations: Set<String> = []

    /// Splits off inputs that are this command's own earlier outputs (an output
    /// folder inside an input folder), so a re-run does not take its own results as inputs.
    public static func separatingOwnOutputs(_ files: [InputFile], manifest: OutputManifest<Kind>, folder: String) -> (inputs: [InputFile], own: [String]) {
        // Only records inside the folder count: a hand-edited `../in/a.png` must not hide an input.
        let inside = manifest.entries.values.flatMap(\.outputs).map(\.path)
            .filter { !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
        let written = Set(inside.map { resolved(folder + "/" + $0) })
        guard !written.isEmpty else { return (files, []) }
        var inputs: [InputFile] = [], own: [String] = []
        for file in files {
            if written.contains(resolved(file.path)) { own.append(file.path) } else { inputs.append(file) }
        }
        return (inputs, own)
    }

    /// Plans from names alone, so it stays cheap; the file-system checks of
    /// ``resolvingDestinations(of:in:)`` run later, in parallel, per item.
    public init(files: [InputFile], folder: OutputFolder, failures: inout [any LocatedError]) {
        var firstInputFor: [String: String] = [:]
        for file in files {
            let relative = Kind.outputPaths(for: file.relativePath)
            // A failing input is not gone: --prune must keep its earlier outputs.
            keys.insert(file.relativePath)
            let paths = relative.map { folder.path + "/" + $0 }
            if let path = paths.first(where: { firstInputFor[$0] != nil }) {
                // The same file named twice (`icons icons/a.png`) is simply worked on once.
                if Self.resolved(firstInputFor[path]!) == Self.resolved(file.path) { continue }
                failures.append(FileError.duplicateOutput(path: file.path, output: path, firstInput: firstInputFor[path]!))
                continue
            }
            for path in paths { firstInputFor[path] = file.path }
            items.append(BatchItem(input: file.path, key: file.relativePath, destinations: paths, relativeDestinations: relative))
            destinations.formUnion(paths)
        }
    }

    /// `item` with destinations checked by `folder`: inside it, through no
    /// symbolic link leading out, and not replacing an input.
    /// - Throws: ``FileError``.
    public static func resolvingDestinations(of item: BatchItem, in folder: OutputFolder) throws -> BatchItem {
        var item = item
        item.destinations = try item.relativeDestinations.map { relative in
            do {
                return try folder.destination(for: relative, input: item.input)
            } catch FileError.wouldOverwriteInput(let output, _) {
                // The file in danger is another input; name the one being worked on first.
                throw BatchError.outputIsInput(path: item.input, output: output)
            }
        }
        return item
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
