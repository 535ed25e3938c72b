import BarSkinCore

/// Why a project file could not be read by `barskin trace`.
///
/// A malformed file does not stop the trace: the other files are still read and
/// reported, the error is printed, and the run fails at the end because its
/// picture of the project is incomplete.
public enum TraceError: LocatedError, Equatable {
    /// A path given on the command line that does not exist.
    case noSuchPath(path: String)
    /// A file that exists but could not be read.
    case unreadable(path: String, reason: String)
    /// A folder the trace had to list (a root, a catalog, a project's local package) that it could not:
    /// unlike a file, its whole content is then missing from the picture.
    case unreadableFolder(path: String, reason: String)
    /// A storyboard, xib or XML property list that is not well-formed XML.
    case malformedXML(path: String, line: Int, column: Int, detail: String)
    /// A property list that is not a valid plist (XML or binary).
    case malformedPropertyList(path: String, detail: String)
    /// A catalog `Contents.json` that is not valid JSON.
    case malformedJSON(path: String, line: Int?, column: Int?, detail: String)
    /// An XML file whose DOCTYPE declares entities, which no IB document or Info.plist does;
    /// they are refused rather than expanded (billion laughs) or fetched (external entities).
    case entityDeclaration(path: String, line: Int, column: Int)
    /// A `project.pbxproj` that is not a property list, or lacks what a project has.
    case malformedProject(path: String, detail: String)
    /// A project whose groups contain themselves: the files below `group` are left out (a warning).
    case groupCycle(path: String, group: String)
    /// A `Package.swift` whose package or targets cannot be read without running Swift.
    case malformedPackage(path: String, line: Int?, detail: String)
    /// A BarSkin skin file that does not read: where, and the skin reader's message.
    case skin(path: String, line: Int?, column: Int?, message: String)
    /// A `.barskin-trace.yml` that does not read: where, and what is wrong.
    case configuration(path: String, line: Int?, column: Int?, message: String)
    /// A file nesting deeper than its ``TraceNesting/limit`` (`line` where it went past): a
    /// warning, the file (or, for includes, the deeper files) left out rather than followed.
    case nestedTooDeep(path: String, line: Int?, nesting: TraceNesting)
    /// A path a project or package names (`named`, as written; `role` says what it is) that leads
    /// out of `boundary` (the traced folders, the package): a warning, the path neither walked nor opened.
    case leadsOutside(path: String, named: String, role: String, boundary: String)
    /// A file named `.png` that holds no PNG (a Git LFS pointer when `lfsPointer`): it counts as no image.
    case notPNG(path: String, lfsPointer: Bool)
    /// A `Package.swift` declaring more than `limit` targets: the rest are left out (a warning).
    case tooManyTargets(path: String, limit: Int)
    /// A team's own SwiftGen stencil whose image accessors are of a shape trace does not read: a
    /// warning, its catalogs' images counted as used rather than guessed unused.
    case unreadGeneratorTemplate(path: String)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .noSuchPath(let path), .unreadable(let path, _), .unreadableFolder(let path, _), .malformedXML(let path, _, _, _),
             .malformedPropertyList(let path, _), .malformedProject(let path, _), .groupCycle(let path, _), .malformedPackage(let path, _, _), .malformedJSON(let path, _, _, _), .entityDeclaration(let path, _, _):
            path
        case .skin(let path, _, _, _), .configuration(let path, _, _, _): path
        case .nestedTooDeep(let path, _, _), .leadsOutside(let path, _, _, _), .tooManyTargets(let path, _), .notPNG(let path, _), .unreadGeneratorTemplate(let path): path
        }
    }

    /// The 1-based line, where known.
    public var line: Int? {
        switch self {
        case .malformedXML(_, let line, _, _), .entityDeclaration(_, let line, _): line
        case .malformedJSON(_, let line, _, _): line
        case .malformedPackage(_, let line, _): line
        case .skin(_, let line, _, _), .configuration(_, let line, _, _): line
        case .nestedTooDeep(_, let line, _): line
        default: nil
        }
    }

    /// The 1-based column, where known.
    public var column: Int? {
        switch self {
        case .malformedXML(_, _, let column, _), .entityDeclaration(_, _, let column): column
        case .malformedJSON(_, _, let column, _): column
        case .skin(_, _, let column, _), .configuration(_, _, let column, _): column
        default: nil
        }
    }

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .noSuchPath: "no such file or folder"
        case .unreadable(_, let reason), .unreadableFolder(_, let reason): "cannot read: \(reason)"
        case .malformedXML(_, _, _, let detail): "malformed XML: \(detail)"
        case .malformedPropertyList(_, let detail): "malformed property list: \(detail)"
        case .malformedJSON(_, _, _, let detail): "malformed JSON: \(detail)"
        case .malformedProject(_, let detail): "malformed Xcode project: \(detail)"
        case .groupCycle(_, let group): "group '\(group.escapingControlCharacters)' contains itself; the files below it are left out"
        case .malformedPackage(_, _, let detail): "malformed package manifest: \(detail)"
        case .entityDeclaration: "declares XML entities, which barskin neither expands nor fetches"
        case .skin(_, _, _, let message), .configuration(_, _, _, let message): message
        case .nestedTooDeep(_, _, let nesting): nesting.message
        case .leadsOutside(_, let named, let role, let boundary): "\(role) '\(named.pathExcerpt)' leads out of \(boundary); it is not read"
        case .tooManyTargets(_, let limit): "declares more than \(limit) targets; the rest are left out"
        case .notPNG(_, true): "cannot be read as a PNG: it is a Git LFS pointer; run git lfs pull"
        case .notPNG(_, false): "cannot be read as a PNG: its first bytes are not a PNG's"
        case .unreadGeneratorTemplate: "SwiftGen template of a shape trace does not read; the images of its catalogs count as used"
        }
    }

    /// Whether the trace could not read what it was pointed at (a path given, a folder to list,
    /// the Xcode project), so its report is no audit of the project: `trace` then exits 2, not 1.
    public var meansTheTraceCouldNotRun: Bool {
        switch self {
        case .noSuchPath, .unreadableFolder, .malformedProject: true
        default: false
        }
    }
}
