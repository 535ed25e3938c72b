import BarSkinCore
import Foundation

/// Plans a quarantine from a trace: every `unused` asset a traced target ships (never `possibly-used`,
/// an `unreferenced-group` or anything in no target), its files' new places, and the project objects
/// that go with them.
public struct QuarantinePlanner: Sendable {
    /// The quarantine folder's name at the root when none is given.
    public static let defaultFolder = "BarSkinQuarantine"
    /// The folder under the quarantine folder for loose files, which keep their paths below it.
    public static let looseFolder = "Loose"

    /// The trace of ``root``.
    public let report: TraceReport
    /// The traced folder, as the user named it.
    public let root: String
    let files: QuarantineFiles
    /// The traced folder, absolute.
    var rootPath: String { files.rootPath }

    /// A planner for the trace `report` of the folder `root`.
    public init(report: TraceReport, root: String) {
        self.report = report
        self.root = root
        files = QuarantineFiles(root: root)
    }

    /// The plan, moving into `folder` (as the user named it; nil for ``defaultFolder`` at the root).
    /// - Throws: ``QuarantineError`` at `folder`: ``QuarantineProblem/outsideRoot(root:)``,
    ///   ``QuarantineProblem/folderOwned(owner:)``.
    public func plan(folder: String? = nil) throws -> QuarantinePlan {
        let named = folder
        let (folder, folderPath) = try files.folder(named: named)
        if let owner = owner(of: folderPath) { throw QuarantineProblem.folderOwned(owner: owner).located(at: named ?? files.shown(folder)) }
        var projects = QuarantineProjects(rootPath: rootPath, targets: report.targets)
        let assets = Dictionary(report.assets.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        var moves: [QuarantineMove] = []
        let sharedNames = sharedCatalogNames()
        for finding in report.findings where finding.kind == .unused {
            guard let asset = assets[finding.file], asset.name == finding.name, isShipped(asset),
                  !ResolvedPath.isWithin(PathText.absolute(asset.location), root: folderPath) else { continue }
            let evidence = finding.evidence.map { "\(relative(PathText.absolute($0.file))):\($0.line):\($0.column): \($0.text)" }
            var move = QuarantineMove(asset: asset.name, kind: asset.kind.rawValue,
                                      finding: QuarantineFinding(kind: finding.kind.rawValue, file: relative(PathText.absolute(finding.file)),
                                                                 message: finding.message, evidence: evidence),
                                      files: [], copies: [], emptiedFolders: [], projectObjects: [], projectEntries: [], specLines: [])
            if asset.kind == .imageset {
                guard catalogMove(asset, into: folder, sharedNames: sharedNames, &move) else { continue }
            } else {
                move.files = asset.variants.map { variant in
                    let original = relative(PathText.absolute(variant.path))
                    return QuarantineFile(original: original, quarantined: folder + "/" + Self.looseFolder + "/" + original, sha256: "")
                }
                try projects.edits(for: move.files.map(\.original), into: &move)
            }
            moves.append(move)
        }
        return QuarantinePlan(root: root, folder: folder, moves: moves)
    }

    /// Whether a traced target ships the asset; without any project, every audited asset counts.
    private func isShipped(_ asset: ImageAsset) -> Bool {
        guard !report.bundleStatuses.isEmpty else { return report.targets.isEmpty }
        if case .considered(let targets)? = report.bundleStatuses[asset.key] { return !targets.isEmpty }
        return false
    }

    /// `path` (absolute) relative to the root.
    func relative(_ path: String) -> String {
        PathText.relative(path, to: rootPath)
    }
}
