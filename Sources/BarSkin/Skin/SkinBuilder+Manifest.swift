import BarSkinArt
import BarSkinCore
import Foundation

extension SkinBuilder {
    /// What the manifests say of a plan before anything is drawn.
    struct Freshness {
        /// Each source's manifest as read, stamps refreshed where a touched input hashed the same.
        var manifests: [SkinSource: SkinManifest] = [:]
        /// Each task's recipe, by task index; missing where its operations could not be made.
        var recipes: [Int: String] = [:]
        /// Each task's operations' identifiers, by task index, for the manifest's records.
        var identifiers: [Int: [String]] = [:]
        /// Manifests that exist but could not be used.
        var warnings: [any LocatedError] = []
        /// Each task's operations, by task index, to repeat their warnings about up-to-date inputs.
        var operations: [Int: [any ImageOperation]] = [:]
        /// The records of the tasks that are up to date, by task index.
        var upToDate: [Int: [String: OutputRecord]] = [:]
        /// The folder relative paths start from, asked once: each asking is a getcwd.
        var workingFolder = FileManager.default.currentDirectoryPath
        /// Each command spec's ``SkinSpec/contentDigest()``, by source, from the recipes' lines;
        /// missing where an item made no task (the plan failed it, and no quick record is kept).
        var digests: [SkinSource: String] = [:]
        /// Each output folder that existed when the build began (absolute) by device and inode:
        /// prune deletes only in the very folder the build wrote, not one swapped for a link since.
        var folders: [String: FileIdentity] = [:]
    }

    /// Reads each skin's manifest and finds the tasks whose files are up to date.
    func freshness(of plan: SkinBuildPlan) -> Freshness {
        var found = Freshness()
        for (source, path) in plan.manifests {
            // Read with the plan, unless a build since (of the same plan) rewrote it.
            let read = plan.previous[source].flatMap { $0.readStamp == FileStamp(path: path) ? $0 : nil } ?? SkinManifest.load(from: path)
            // Two skins of one file name writing into one folder: the other's record is no
            // evidence about this one's files, and must never lead to pruning them.
            // A command's run is known by its invocation, wherever it is run from.
            let same = switch source {
            case .command(let invocation): read.invocation == nil || read.invocation == invocation
            case .file(let skin): read.skin == nil || read.skin == PathText.absolute(skin)
            }
            found.manifests[source] = same ? read : SkinManifest(path: path)
            if let problem = read.problem { found.warnings.append(problem) }
        }
        let workingFolder = found.workingFolder
        for folder in Set(plan.tasks.flatMap { [$0.output, $0.catalog, $0.ninePatch].compactMap { $0 } }) {
            let absolute = PathText.absolute(folder, in: workingFolder)
            found.folders[absolute] = FileIdentity(path: absolute)
        }
        // Each task's recipe on its own, side by side: a batch has thousands, and the build waits for them.
        // A command's items' lines of its spec's digest come from the same recipe lines.
        let made = BatchRunner().run(plan.tasks) { task -> (operations: [any ImageOperation], recipe: String, digest: [String]?)? in
            guard let operations = try? task.item.operations(decoder: runner.decoder) else { return nil }
            let lines = task.item.recipeLines(operations: operations)
            return (operations, task.recipe(lines: lines, compression: runner(for: task).compression, workingFolder: workingFolder),
                    plan.digestHeads[task.source] == nil ? nil : SkinSpec.digestLines(of: task.item, recipeLines: lines))
        }
        for (source, (head, count)) in plan.digestHeads {
            let lines = plan.tasks.indices.filter { plan.tasks[$0].source == source }.compactMap { made[$0]?.digest }
            if lines.count == count { found.digests[source] = SkinSpec.contentDigest(head: head, itemLines: lines) }
        }
        for (index, task) in plan.tasks.enumerated() {
            guard let (operations, recipe, _) = made[index] else { continue }
            found.recipes[index] = recipe
            found.identifiers[index] = operations.map(\.identifier)
            found.operations[index] = operations
            if !force, let records = found.manifests[task.source]?.upToDate(task, recipe: recipe, workingFolder: workingFolder) { found.upToDate[index] = records }
        }
        return found
    }

    /// The manifests after a build (or, in a dry run, as it would leave them): every
    /// task's item, the files no longer made marked stale, and with `prune` those
    /// deleted, unless anything failed. Writes them unless `dryRun`.
    func settle(_ plan: SkinBuildPlan, _ freshness: Freshness, items: [Int: SkinManifest.Item], prune: Bool, dryRun: Bool,
                report: inout Report) {
        let failed = !report.failures.isEmpty, workingFolder = FileManager.default.currentDirectoryPath
        for (source, path) in plan.manifests.sorted(by: { $0.key < $1.key }) {
            let previous = freshness.manifests[source] ?? SkinManifest(path: path)
            var manifest = SkinManifest(path: path)
            // A command's run is named by its command and roots, a skin by its file.
            manifest.invocation = source.invocation
            manifest.skin = source.file.map { PathText.absolute($0, in: workingFolder) }
            var planned = Set<String>()
            for (index, task) in plan.tasks.enumerated() where task.source == source {
                planned.formUnion(task.files.map { PathText.absolute($0.path, in: workingFolder) })
                manifest.items[task.name] = items[index] ?? previous.items[task.name]
            }
            let spec = plan.tasks.first { $0.source == source }
            let folders = [spec?.output, spec?.catalog, spec?.ninePatch].compactMap { $0 }.map { PathText.absolute($0, in: workingFolder) }
            // A catalog's own Contents.json this build created is the skin's, as its art is.
            for output in report.outputs where output.source == source && output.file.isShared && output.record.status == .written {
                guard let stamp = FileStamp(path: output.file.path), let bytes = try? FileBytes.read(output.file.path) else { continue }
                manifest.created[PathText.absolute(output.file.path, in: workingFolder)] = SkinManifest.Output(
                    kind: output.file.kind, width: nil, height: nil, scale: nil, stamp: stamp, sha256: PixelDigest.sha256(of: bytes), operation: nil)
            }
            manifest.markStale(keeping: planned, previous: previous, folders: folders)
            let display = { (absolute: String) in PathText.relative(absolute, to: workingFolder) }
            if prune && !failed {
                let result = manifest.prune(inside: folders, inputs: plan.tasks.flatMap(\.dependencies), folders: freshness.folders, dryRun: dryRun)
                report.pruned += result.pruned.map(display)
                let kept = result.kept.map { $0.error.located(at: display($0.path)) }
                report.kept += kept
                report.warnings += kept.map { $0 as any LocatedError }
                report.failures += result.failures.map { $0 as any LocatedError }
            }
            report.stale += manifest.stale.sorted().map(display)
            // Recorded only after a build where everything succeeded and the plan saw every item.
            // A command's spec is known by its digest, a skin by its file's bytes.
            if !failed && plan.failures.isEmpty,
               let sha = source.file.map({ (try? FileBytes.read($0)).map(PixelDigest.sha256(of:)) }) ?? freshness.digests[source] {
                let shared = plan.tasks.filter { $0.source == source }.flatMap(\.files).filter(\.isShared).map { PathText.absolute($0.path, in: workingFolder) }
                manifest.quick = SkinManifest.Quick(skinSHA: sha, fingerprint: fingerprint(compression: runnerCompression(source, plan)),
                                                    folders: plan.listedFolders, shared: Array(Set(shared)).sorted(),
                                                    warnings: plan.warnings.filter { $0.path == source.file }.map(RecordedWarning.init))
            }
            // Nothing built, touched or pruned: the file already says all this, so it is not even rendered.
            if dryRun || (manifest.items == previous.items && manifest.stale == previous.stale && manifest.skin == previous.skin
                          && manifest.quick == previous.quick && manifest.invocation == previous.invocation && manifest.created == previous.created
                          && !previous.isRestamped) { continue }
            // A build that made nothing (every item failed) leaves no folder behind for its manifest.
            if !manifest.recordsAnOutput && !previous.recordsAnOutput { continue }
            do {
                try manifest.writeWithIndex()
            } catch { report.failures.append(writeFailure(error, path: path)) }
        }
    }

    /// The manifest item of a task that ran, from what it wrote.
    func manifestItem(for task: SkinBuildTask, recipe: String?, operations: [String], result: TaskResult,
                      workingFolder: String) -> SkinManifest.Item {
        var identifiers: [String: String] = [:]
        let arts = task.item.arts
        for file in task.files {
            if let art = file.art, let index = arts[art].operationIndex, operations.indices.contains(index) {
                identifiers[file.path] = operations[index]
            }
        }
        return SkinManifest.item(for: task, recipe: recipe ?? "", records: result.outputs.mapValues(\.record),
                                 operations: identifiers, hashes: result.hashes, stamps: result.stamps, inputs: result.inputs,
                                 failed: recipe == nil || !result.failures.isEmpty, workingFolder: workingFolder)
    }

}
