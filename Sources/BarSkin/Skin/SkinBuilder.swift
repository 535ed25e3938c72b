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
        /// Every file written or found unchanged, in plan order.
        public var outputs: [SkinBuildOutput] = []
        /// Problems that did not stop an item.
        public var warnings: [any LocatedError] = []
        /// The plan's failures and conflicts, then every file or item that failed, in plan order.
        public var failures: [any LocatedError] = []
    }

    /// Runs every task of `plan` on `batch`, or nothing at all when the plan has
    /// conflicts. `progress` is called with the number of items done.
    public func run(_ plan: SkinBuildPlan, runner batch: BatchRunner = BatchRunner(), progress: (@Sendable (Int) -> Void)? = nil) -> Report {
        var report = Report(warnings: plan.warnings, failures: plan.failures + plan.conflicts)
        guard plan.conflicts.isEmpty else { return report }
        // Catalogs' own Contents.json files first, once each: items sharing a
        // catalog run in parallel and must not race to create it.
        var shared: [String: SkinBuildOutput] = [:]
        for output in plan.outputs where output.file.isShared {
            do {
                let record = try CatalogWriter(catalogPath: PathText.folder(of: output.file.path)).writeCatalogContentsIfMissing()
                shared[output.file.path] = SkinBuildOutput(skin: output.skin, name: output.name, file: output.file, record: record)
            } catch {
                report.failures.append(Self.located(error, path: output.file.path))
            }
        }
        let builder = self
        let results = batch.run(plan.tasks, progress: progress) { task in builder.run(task) }
        for (task, result) in zip(plan.tasks, results) {
            report.outputs += task.files.compactMap { file in
                file.isShared ? shared.removeValue(forKey: file.path) : result.outputs[file.path]
            }
            report.warnings += result.warnings
            report.failures += result.failures
        }
        // A background's sizes, image set and 9-patches check the same caps against the
        // same art, and items sharing a mask read the same file: say each problem once.
        var failed = Set<String>(), warned = Set<String>()
        report.failures = report.failures.filter { failed.insert($0.description).inserted }
        report.warnings = report.warnings.filter { warned.insert($0.description).inserted }
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
    }

    /// An error as located, naming `path` when it does not say which file it is
    /// about, with a skin's words for its fix.
    static func located(_ error: any Error, path: String) -> any LocatedError {
        (error as? any LocatedError).map(SkinRemedyWording.worded) ?? FileError.cannotWrite(path: path, reason: "\(error)")
    }
}
