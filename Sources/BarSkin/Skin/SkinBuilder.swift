import BarSkinArt
import BarSkinCore
import Foundation

/// Builds what skin files describe, item by item in parallel: every art drawn
/// by its item's operations through ``OperationRunner``, and shipped with
/// ``CatalogWriter`` and ``NinePatchExporter``, so every output has exactly
/// the pixels `barskin tint`, `stretch` and `slice` give for the same inputs.
public struct SkinBuilder: Sendable {
    /// Reads masks, fills and art, and writes every PNG (at the compression of
    /// ``compressionOverride``, else each skin's `compression:`, else the default).
    public var runner: OperationRunner
    /// The compression every skin is written at whatever it says, as `build --compression` sets it.
    public var compressionOverride: PNGCompression?
    /// Draw every item, whatever its manifest says (`--force`: after a font changed, say).
    public var force = false
    /// How the fix of an error is worded: a skin's keys by default; a command passes its
    /// flags' words, so `tint` says `--mask luminance` where a skin says `mask-mode: luminance`.
    public var wording: @Sendable (any LocatedError) -> any LocatedError = SkinRemedyWording.worded

    /// A builder reading with `decoder` and writing at `compression`, or, when that
    /// is nil, at each skin's `compression:` (the default when it has none).
    public init(decoder: PNGDecoder = PNGDecoder(), compression: PNGCompression? = nil) {
        runner = OperationRunner(decoder: decoder, compression: compression ?? .default)
        compressionOverride = compression
    }

    /// The runner for one item: its skin's compression unless the builder overrides it.
    func runner(for task: SkinBuildTask) -> OperationRunner {
        var runner = self.runner
        runner.compression = compressionOverride ?? task.compression ?? .default
        return runner
    }

    /// What a build did.
    public struct Report: Sendable {
        /// Every file written or found unchanged, in the order ``order(skins:)`` gives.
        public var outputs: [SkinBuildOutput] = []
        /// Problems that did not stop an item.
        public var warnings: [any LocatedError] = []
        /// The plan's failures and conflicts, then every file or item that failed, in plan order.
        public var failures: [any LocatedError] = []
        /// Files the skins made once and make no longer, left in place.
        public var stale: [String] = []
        /// Stale files deleted by `prune` (in a dry run, those it would delete).
        public var pruned: [String] = []
        /// Stale files `prune` left in place, each with its reason; each is also a warning.
        public var kept: [PruneKept] = []
        /// How many items it found up to date without a plan (``unchanged(_:)``).
        public var items = 0
        /// The image files the items it drew read, once each, in plan order (`--verbose` lists them).
        public var read: [String] = []
    }

    /// Runs every task of `plan` on `batch` whose files its skin's manifest does not
    /// show up to date, or nothing at all when the plan has conflicts; then records
    /// what it made and, with `prune`, deletes the files the skins make no longer
    /// (not after a failure). `progress` is called with the number of items done.
    public func run(_ plan: SkinBuildPlan, runner batch: BatchRunner = BatchRunner(), prune: Bool = false,
                    progress: (@Sendable (Int) -> Void)? = nil) -> Report {
        var report = Report(warnings: plan.warnings, failures: plan.failures + plan.conflicts)
        guard plan.conflicts.isEmpty else { return report }
        let freshness = freshness(of: plan)
        report.warnings += freshness.warnings
        // Catalogs' own Contents.json files first, once each: items sharing a
        // catalog run in parallel and must not race to create it.
        var shared: [String: SkinBuildOutput] = [:]
        for output in plan.outputs where output.file.isShared {
            do {
                var record = try CatalogWriter(catalogPath: PathText.folder(of: output.file.path)).writeCatalogContentsIfMissing()
                // One already there is neither drawn nor written: a no-op build says "up to date" of all its files.
                if record.status == .unchanged { record.status = .upToDate }
                record.input = output.file.input
                shared[output.file.path] = SkinBuildOutput(source: output.source, name: output.name, file: output.file, record: record)
            } catch {
                report.failures.append(writeFailure(error, path: output.file.path))
            }
        }
        let builder = self, stale = plan.tasks.indices.filter { freshness.upToDate[$0] == nil }
        let workingFolder = freshness.workingFolder
        let skipped = plan.tasks.count - stale.count
        var seen = Set<String>()
        report.read = stale.flatMap { plan.tasks[$0].dependencies }.filter { seen.insert($0).inserted }
        var counted: (@Sendable (Int) -> Void)? = nil
        if let progress { counted = { @Sendable done in progress(done + skipped) } }
        // Each task's manifest record made where it ran, beside the others: its stamps are a file system call each.
        let results = batch.run(stale, progress: counted) { index in
            let task = plan.tasks[index]
            var result = builder.run(task)
            let item = builder.manifestItem(for: task, recipe: freshness.recipes[index], operations: freshness.identifiers[index] ?? [],
                                            result: result, workingFolder: workingFolder)
            // The record has them now: not held to the end of the build, a thousand tasks' worth.
            (result.hashes, result.stamps, result.inputs) = ([:], [:], [:])
            return (result, item)
        }
        var ran = Dictionary(uniqueKeysWithValues: zip(stale, results.map(\.0))), items: [Int: SkinManifest.Item] = [:]
        for (index, made) in zip(stale, results) { items[index] = made.1 }
        var failedDrawings = Set<String>()
        for (index, task) in plan.tasks.enumerated() {
            let upToDate = freshness.upToDate[index] ?? [:]
            let result = ran.removeValue(forKey: index) ?? TaskResult(outputs: Dictionary(task.files.compactMap { file in
                upToDate[file.path].map { (file.path, SkinBuildOutput(source: task.source, name: task.name, file: file, record: $0)) }
            }, uniquingKeysWith: { first, _ in first }), warnings: repeatedWarnings(task, at: index, freshness))
            report.outputs += task.files.compactMap { file in
                file.isShared ? shared.removeValue(forKey: file.path) : result.outputs[file.path]
            }
            report.warnings += result.warnings
            let repeated = result.failedDrawings.filter { !failedDrawings.insert($0).inserted }
            report.failures += result.failures.filter { !repeated.contains($0.path) }
        }
        // A background's sizes, image set and 9-patches check the same caps against the
        // same art, and items sharing a mask read the same file: say each problem once.
        var failed = Set<String>(), warned = Set<String>()
        report.failures = report.failures.filter { failed.insert($0.description).inserted }
        report.warnings = report.warnings.filter { warned.insert($0.description).inserted }
        report.order(by: plan)
        settle(plan, freshness, items: items, prune: prune, dryRun: false, report: &report)
        return report
    }

    /// What `run` would do, doing nothing: every planned file, `up-to-date` where
    /// the manifest shows it, the stale files and, with `prune`, those it would delete.
    public func dryRun(_ plan: SkinBuildPlan, prune: Bool = false) -> Report {
        var report = Report(warnings: plan.warnings, failures: plan.failures + plan.conflicts)
        let freshness = freshness(of: plan)
        report.warnings += freshness.warnings
        var seen = Set<String>()
        for (index, task) in plan.tasks.enumerated() {
            for file in task.files where !file.isShared || seen.insert(file.path).inserted {
                // A catalog's own Contents.json is only written when missing.
                let kept = file.isShared && FileManager.default.fileExists(atPath: file.path)
                let record = freshness.upToDate[index]?[file.path]
                    ?? OutputRecord(input: file.input, output: file.path, status: kept ? .upToDate : .planned)
                report.outputs.append(SkinBuildOutput(source: task.source, name: task.name, file: file, record: record))
            }
        }
        report.order(by: plan)
        settle(plan, freshness, items: [:], prune: prune, dryRun: true, report: &report)
        return report
    }

    /// What one item produced; its failures name the file (or skin value) at fault.
    public struct TaskResult: Sendable {
        /// The files written or unchanged, by path.
        public var outputs: [String: SkinBuildOutput] = [:]
        /// Problems that did not stop it.
        public var warnings: [any LocatedError] = []
        /// Files of the item that failed; the others were still built.
        public var failures: [any LocatedError] = []
        /// The SHA-256 of the PNGs it wrote, by path, from the bytes in hand: the manifest
        /// need not read them back.
        public var hashes: [String: String] = [:]
        /// The stamps of the PNGs it wrote, by path, as the writes left them: the manifest
        /// need not ask the file system again.
        public var stamps: [String: FileStamp] = [:]
        /// The image files it read, by path, as the manifest records them, from the bytes
        /// in hand: the manifest need not read them again.
        public var inputs: [String: SkinManifest.Input] = [:]
        /// The SVG and PDF files it could not draw: each is one error in the build, though
        /// each of its scales is an item of its own.
        public var failedDrawings: Set<String> = []
    }

    /// An error as located, naming `path` when it does not say which file it is
    /// about, with ``wording``'s words for its fix. Never relabelled: a drawing
    /// failure stays one, whatever step met it.
    func located(_ error: any Error, path: String) -> any LocatedError {
        wording(locating(error, at: path))
    }

    /// An error met writing `path`, where only a write can fail: one that names no file is said to be one.
    func writeFailure(_ error: any Error, path: String) -> any LocatedError {
        (error as? any LocatedError).map(wording) ?? FileProblem.cannotWrite(reason: "\(error)").located(at: path)
    }
}
