import BarSkinCore
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with the compiler's own parser (swift-syntax) into the facts trace
/// needs: declarations with their types and values, image loads with their arguments as
/// values, the calls that feed them, and the enum cases and strings the code uses.
///
/// Nothing here looks at other files: names declared elsewhere stay ``SwiftPath``s until
/// the project's index follows them (``SwiftValueEvaluator``).
struct SwiftReader {
    /// The file's path, as walked.
    let file: String
    /// The project's generated names (asset symbols, SwiftGen, R.swift), when known.
    var generated: GeneratedNames?
    /// Recognises strings that name an image, for evidence; nil to collect none.
    var matcher: ImageNameMatcher?
    /// The calls `.barskin-trace.yml` declares load an asset.
    var loaders: [DeclaredLoader] = []
    /// Only SwiftGen and R.swift accessors (the second look, once SwiftGen's file is read).
    var accessorsOnly = false

    /// The facts of the file whose bytes these are.
    func read(_ bytes: [UInt8]) -> SwiftFileFacts {
        var facts = SwiftFileFacts(file: file)
        for piece in SwiftChunks.pieces(of: bytes) {
            let text = piece.range == bytes.indices ? bytes : Array(bytes[piece.range])
            let tree = text.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let visitor = SwiftFileVisitor(facts: facts, bytes: text, firstLine: piece.line, tree: tree, generated: generated, matcher: matcher)
            visitor.accessorsOnly = accessorsOnly
            visitor.loaders = loaders
            visitor.walk(tree)
            facts = visitor.facts
        }
        return facts
    }
}

/// The visitor behind ``SwiftReader``: keeps the enclosing types, functions, local scopes and
/// `#if` branches as it walks (``walk(_:)``), so each expression is bound where it is written.
final class SwiftFileVisitor {
    var facts: SwiftFileFacts
    let generated: GeneratedNames?
    let matcher: ImageNameMatcher?
    /// The calls `.barskin-trace.yml` declares load an asset.
    var loaders: [DeclaredLoader] = []
    var accessorsOnly = false
    let bytes: [UInt8]
    /// Lines and character columns of the piece's bytes: a line table from the bytes, not swift-syntax's
    /// `SourceLocationConverter`, which walks the whole tree to build one (1.5% of a trace of Home Assistant).
    let locator: TextLocator

    /// The enclosing types' names, outermost first.
    var typePath: [String] = []
    /// The enclosing types' facts' positions in ``SwiftFileFacts/types`` (nil for a protocol's).
    var typeSlots: [Int] = []
    /// The enclosing bodies (functions, getters, closures), innermost last.
    var bodies: [SwiftBodyContext] = []
    /// Local names by scope, innermost last.
    var scopes: [[String: SwiftLocal]] = []
    /// The `#if os(...)` branches around the walk.
    var conditions = PlatformConditions()
    /// Member accesses a load already counted (`.chat` of `Image(.chat)`).
    var consumed: Set<SyntaxIdentifier> = []
    /// How many `#Preview` macros the walk is in.
    var previews = 0
    /// The static properties whose initializer or getter the walk is in, innermost last.
    var staticMembers: [(name: String, opener: SyntaxIdentifier, readImplicitly: Bool)] = []
    /// The stored instance properties whose initial value the walk is in, innermost last.
    var storedMembers: [(name: String, opener: SyntaxIdentifier)] = []
    /// How deep ``value(of:)`` has recursed: hostile nesting ends as a hole.
    var depth = 0

    /// The line the parsed piece starts on in its file, less one.
    let lineOffset: Int

    init(facts: SwiftFileFacts, bytes: [UInt8], firstLine: Int, tree: SourceFileSyntax, generated: GeneratedNames?, matcher: ImageNameMatcher?) {
        self.facts = facts
        self.bytes = bytes
        lineOffset = firstLine - 1
        self.generated = generated
        self.matcher = matcher
        locator = TextLocator(bytes: bytes)
    }

    /// Where a node starts: 1-based line and column in characters (UTF-8 continuation bytes add none).
    func place(of node: some SyntaxProtocol) -> SourcePlace {
        let location = locator.location(of: min(node.positionAfterSkippingLeadingTrivia.utf8Offset, bytes.count))
        return SourcePlace(line: location.line + lineOffset, column: location.column)
    }

    /// A node's source text without the trivia around it: its `trimmedDescription`, read from the bytes.
    /// swift-syntax builds that from a detached copy of the node with its first and last tokens
    /// rewritten, which made it a tenth of the walk. Text with non-ASCII bytes still takes that way,
    /// which decodes token by token (a broken UTF-8 sequence between two tokens decodes differently whole).
    func written(_ node: some SyntaxProtocol) -> String {
        // `trimmed` drops the trivia of the first and last tokens in the layout, missing ones included.
        guard let first = node.firstToken(viewMode: .all), let last = node.lastToken(viewMode: .all) else { return "" }
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset, end = last.endPositionBeforeTrailingTrivia.utf8Offset
        guard start <= end, end <= bytes.count else { return node.trimmedDescription }
        let text = bytes[start..<end]
        guard text.allSatisfy({ $0 < 0x80 }) else { return node.trimmedDescription }
        return String(decoding: text, as: UTF8.self)
    }

    /// What ``outermostContext`` is inside a `#Preview` macro: code only Xcode's canvas runs.
    static let previewContext = "#Preview"

    /// The outermost type the walk is in, or ``previewContext`` inside a `#Preview`.
    var outermostContext: String? {
        previews > 0 ? Self.previewContext : typePath.first
    }

    /// The innermost function's position in the facts, if the walk is inside one.
    var currentFunction: Int? {
        for body in bodies.reversed() {
            if body.isTypeBoundary { return nil }
            if let function = body.function { return function }
        }
        return nil
    }

    /// Whether the walk is in a static context (`static func`, `static var`).
    var isStaticContext: Bool { bodies.last?.isStatic ?? false }


    // MARK: Scopes

    func enter(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        // Computed before the scope opens: the comparison reads the name as the enclosing code has it.
        scopes.append(narrowings(ofBody: node))
        return .visitChildren
    }

    func leave(_ node: CodeBlockSyntax) {
        _ = scopes.popLast()
    }

    func enter(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition.map { Array(written($0).utf8) } ?? []
        var lexer = SourceLexer(bytes: condition, swift: true)
        conditions.follow(node.poundKeyword.text, condition: lexer.tokenize())
        return .visitChildren
    }

    func leave(_ node: IfConfigDeclSyntax) {
        conditions.follow("#endif", condition: [])
    }
}

/// A local constant or variable: every value assigned to it so far, and its declared type.
struct SwiftLocal {
    var values: [SwiftValue]
    var type: SwiftTypeName?
    /// What it stands for as the start of a member chain, where that is known (`for item in items`).
    var path: SwiftPath?
}

/// A body being walked: a function's, a computed property's getter, or a closure.
struct SwiftBodyContext {
    /// The function's position in ``SwiftFileFacts/functions``, for a function or initializer.
    var function: Int?
    /// The declared type of what it returns.
    var returnType: String?
    /// Whether it is a closure, whose `return` is not the enclosing declaration's.
    var isClosure = false
    var isStatic = false
    /// The values its `return`s give.
    var returns: [SwiftValue] = []
    /// For a `switch self` in it: each case's values.
    var caseValues: [String: [SwiftValue]] = [:]
    /// The case names of the `switch self` cases the walk is inside, innermost last.
    var switchCases: [[String]] = []
    /// An initializer's `self.x = value` assignments.
    var memberAssignments: [String: [SwiftValue]] = [:]
    /// A computed property waiting for its getter's values.
    var pendingMember: SwiftMemberFacts?
    /// The declaration that opened it, so only that one closes it.
    var opener: SyntaxIdentifier?
    /// Whether it is a type's body: declarations directly in it are members, not locals.
    var isTypeBoundary = false
}
