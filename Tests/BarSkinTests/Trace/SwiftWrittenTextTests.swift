@testable import BarSkinTrace
import SwiftParser
import SwiftSyntax
import Testing

/// The Swift reader's shortcuts past swift-syntax's and the standard library's slow paths give
/// exactly what those paths give: a node's text read from the bytes is its `trimmedDescription`,
/// and a name's case read from its first byte is what `Character` says.
struct SwiftWrittenTextTests {
    /// Sources with trivia inside and around nodes, comments, `#if`s, broken code (missing and
    /// unexpected tokens) and non-ASCII text, which the byte path hands back to swift-syntax.
    static let sources = [
        "/* lead */ func icon(for kind: Kind /* why */ = .a) -> /* t */ [String: Int]? /* after */ { return kind.name }\n",
        "extension Foo . Bar: Equatable , /* c */ Hashable where T: Sendable {\n  static var s: String { \"x\" } // end\n}\n",
        "let x = a ? UIImage(named: \"a\") : UIImage(named:\r\n  \"b\") ?? nil\n#if os(iOS) && !targetEnvironment(macCatalyst)\nlet y = 1\n#endif\n",
        "func broken( -> { let = ; Image(\n struct S { var v: [Int }\n",
        "let café = \"é\" + `default`.name // ★\nenum E: String { case a = \"á\", b }\n",
    ]

    @Test(arguments: sources)
    func textFromTheBytesIsTheTrimmedDescription(_ source: String) {
        let bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        let visitor = SwiftFileVisitor(facts: SwiftFileFacts(file: "F.swift"), bytes: bytes, firstLine: 1, tree: tree, generated: nil, matcher: nil)
        var nodes: [Syntax] = [Syntax(tree)]
        var checked = 0
        while let node = nodes.popLast() {
            #expect(visitor.written(node) == node.trimmedDescription, "\(node.kind) at \(node.position.utf8Offset)")
            checked += 1
            nodes += node.children(viewMode: .all)
        }
        #expect(checked > 20)
    }

    @Test(arguments: ["Icons", "icons", "_icons", "$0", "", "9", "É", "é", "A\u{301}x", "a\u{301}", "Ωmega", "ωmega", "`default`"])
    func aNamesCaseIsWhatItsFirstCharacterSays(_ name: String) {
        #expect(name.startsUppercase == (name.first?.isUppercase == true))
        #expect(name.startsLowercase == (name.first?.isLowercase == true))
    }
}
