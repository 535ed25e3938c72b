import BarSkinCore
import Foundation

/// The projects a loose file's move edits, each read once: the `project.pbxproj`s Xcode owns, edited by
/// object identifier, and the specs of generated ones (XcodeGen, Tuist), whose lines are reported instead.
struct QuarantineProjects {
    /// The traced folder, absolute.
    let rootPath: String
    /// The `project.pbxproj`s no generator writes, absolute, sorted.
    let editable: [String]
    /// The specs that generate projects (`project.yml` beside or instead of a project, `Project.swift`), and the
    /// `Package.swift`s (a resource named file by file fails the package's build once moved), absolute, sorted.
    let specs: [String]
    private var loaded: [String: (text: XcodeProjectText, tree: ProjectPathTree)] = [:]

    /// The projects of `targets`, below the root `rootPath`.
    init(rootPath: String, targets: [XcodeTarget]) {
        self.rootPath = rootPath
        let projects = Set(targets.map { PathText.absolute($0.project) })
        var editable: [String] = [], specs = Set(projects.filter {
            QuarantinePlanner.generator(of: $0) != nil || PathText.fileName(of: $0) == "Package.swift"
        })
        for project in projects where PathText.fileName(of: project) == "project.pbxproj" {
            let folder = PathText.folder(of: PathText.folder(of: project))
            // A generated project is written again from its spec: an edit would be lost at the next generation.
            let beside = ["project.yml", "Project.swift"].map { folder + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
            if beside.isEmpty { editable.append(project) } else { specs.formUnion(beside) }
        }
        self.editable = editable.sorted()
        self.specs = specs.sorted()
    }

    /// Adds to `move` what leaving the projects takes for the loose files `files` (relative to the root):
    /// their file references with their build files and variant groups, their synchronized folders'
    /// exception entries, and the lines of generated projects' specs and packages' manifests that name them.
    /// - Throws: ``QuarantineError`` or a trace error for a project that cannot be read.
    mutating func edits(for files: [String], into move: inout QuarantineMove) throws {
        let paths = Set(files.map { rootPath + "/" + $0 })
        for project in editable {
            let (text, tree) = try load(project)
            let relativeProject = PathText.relative(project, to: rootPath)
            let references = Set(text.order.filter { text.objects[$0]!.isa == "PBXFileReference" && tree.path(of: $0).map(paths.contains) == true })
            let removed = text.objectsRemoved(withFileReferences: references)
            move.projectObjects += text.order.filter(removed.contains).map {
                QuarantineProjectObject(project: relativeProject, id: $0, isa: text.objects[$0]!.isa)
            }
            // A synchronized folder's files leave its target by leaving the folder; an exception naming one is stale.
            for group in text.order where text.objects[group]!.isa == "PBXFileSystemSynchronizedRootGroup" {
                guard let folder = tree.path(of: group) else { continue }
                for set in text.objects[group]!.strings("exceptions") {
                    for value in text.objects[set]?.strings("membershipExceptions") ?? [] where paths.contains(folder + "/" + value) {
                        move.projectEntries.append(QuarantineProjectEntry(project: relativeProject, object: set, key: "membershipExceptions", value: value))
                    }
                }
            }
        }
        let names = Set(files.map(PathText.fileName(of:)))
        for spec in specs {
            guard let bytes = try? FileBytes.read(spec) else { continue }
            for (index, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where names.contains(where: line.contains) {
                move.specLines.append(QuarantineSpecLine(file: PathText.relative(spec, to: rootPath), line: index + 1, text: String(line)))
            }
        }
    }

    /// The project file at `path`, read once: as text to edit, and as the tree that says where its files are.
    private mutating func load(_ path: String) throws -> (text: XcodeProjectText, tree: ProjectPathTree) {
        if let known = loaded[path] { return known }
        let bytes = try FileBytes.read(path, limit: XcodeProjectText.byteLimit)
        let project = (text: try XcodeProjectText(path: path, bytes: bytes), tree: try XcodeProjectReader.load(path: path, bytes: bytes).tree)
        loaded[path] = project
        return project
    }
}
