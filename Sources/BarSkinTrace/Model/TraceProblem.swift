import BarSkinCore

/// Why a project file could not be read by `barskin trace`: a ``TraceProblem`` about the file, at
/// the line and column of the fault where one is known.
///
/// A malformed file does not stop the trace: the other files are still read and
/// reported, the error is printed, and the run fails at the end because its
/// picture of the project is incomplete.
public typealias TraceError = Located<TraceProblem>

/// What keeps trace from reading a file, before it is tied to its place.
public enum TraceProblem: Problem, Equatable {
    /// A path given on the command line that does not exist.
    case noSuchPath
    /// A file that exists but could not be read.
    case unreadable(reason: String)
    /// A folder the trace had to list (a root, a catalog, a project's local package) that it could not:
    /// unlike a file, its whole content is then missing from the picture.
    case unreadableFolder(reason: String)
    /// A storyboard, xib or XML property list that is not well-formed XML.
    case malformedXML(detail: String)
    /// A property list that is not a valid plist (XML or binary).
    case malformedPropertyList(detail: String)
    /// A catalog `Contents.json` that is not valid JSON.
    case malformedJSON(detail: String)
    /// An XML file whose DOCTYPE declares entities, which no IB document or Info.plist does;
    /// they are refused rather than expanded (billion laughs) or fetched (external entities).
    case entityDeclaration
    /// A `project.pbxproj` that is not a property list, or lacks what a project has.
    case malformedProject(detail: String)
    /// A project whose groups contain themselves: the files below `group` are left out (a warning).
    case groupCycle(group: String)
    /// A `Package.swift` whose package or targets cannot be read without running Swift.
    case malformedPackage(detail: String)
    /// A BarSkin skin file that does not read: where, and the skin reader's message.
    case skin(message: String)
    /// A `.barskin-trace.yml` that does not read: where, and what is wrong.
    case configuration(message: String)
    /// A file nesting deeper than its ``TraceNesting/limit`` (located where it went past): a
    /// warning, the file (or, for includes, the deeper files) left out rather than followed.
    case nestedTooDeep(nesting: TraceNesting)
    /// A path a project or package names (`named`, as written; `role` says what it is) that leads
    /// out of `boundary` (the traced folders, the package): a warning, the path neither walked nor opened.
    case leadsOutside(named: String, role: String, boundary: String)
    /// A file named `.png` that holds no PNG (a Git LFS pointer when `lfsPointer`): it counts as no image.
    case notPNG(lfsPointer: Bool)
    /// A folder's `count` files named `.png` that are Git LFS pointers: the checkout never fetched the art, which is
    /// no image to judge and no error of the app's (a warning, one a folder).
    case lfsPointers(count: Int)
    /// A `Package.swift` declaring more than `limit` targets: the rest are left out (a warning).
    case tooManyTargets(limit: Int)
    /// A team's own SwiftGen stencil whose image accessors are of a shape trace does not read: a
    /// warning, its catalogs' images counted as used rather than guessed unused.
    case unreadGeneratorTemplate

    /// The problem as a lowercase fragment.
    public var message: String {
        switch self {
        case .noSuchPath: "no such file or folder"
        case .unreadable(let reason), .unreadableFolder(let reason): "cannot read: \(reason)"
        case .malformedXML(let detail): "malformed XML: \(detail)"
        case .malformedPropertyList(let detail): "malformed property list: \(detail)"
        case .malformedJSON(let detail): "malformed JSON: \(detail)"
        case .malformedProject(let detail): "malformed Xcode project: \(detail)"
        case .groupCycle(let group): "group '\(group.escapingControlCharacters)' contains itself; the files below it are left out"
        case .malformedPackage(let detail): "malformed package manifest: \(detail)"
        case .entityDeclaration: "declares XML entities, which barskin neither expands nor fetches"
        case .skin(let message), .configuration(let message): message
        case .nestedTooDeep(let nesting): nesting.message
        case .leadsOutside(let named, let role, let boundary): "\(role) '\(named.pathExcerpt)' leads out of \(boundary); it is not read"
        case .tooManyTargets(let limit): "declares more than \(limit) targets; the rest are left out"
        case .notPNG(true): "cannot be read as a PNG: it is a Git LFS pointer; run git lfs pull"
        case .notPNG(false): "cannot be read as a PNG: its first bytes are not a PNG's"
        case .lfsPointers(let count): "\(count) Git LFS \(count == 1 ? "pointer" : "pointers"), not fetched; run git lfs pull"
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

extension Located where Wrapped == TraceProblem {
    /// Whether the trace could not read what it was pointed at: the problem's answer.
    public var meansTheTraceCouldNotRun: Bool { error.meansTheTraceCouldNotRun }
}
