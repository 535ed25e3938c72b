import Foundation
import Testing

/// One located-error shape: a problem that has a place in a file is a `Problem` tied to it by
/// `Located<P>`, not an enum whose cases each carry a path, a line and a column of their own.
struct LocatedShapeTests {
    /// A case declaring its own path and line.
    static let ownPlace = #"^\s*case [a-zA-Z]+\([^)]*path: String[^)]*line: Int"#

    /// Whether `text` declares a case with a place of its own.
    static func hasOwnPlace(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.range(of: ownPlace, options: .regularExpression) != nil }
    }

    /// A type declaring itself a located error, rather than being `Located<P>` of a problem.
    static let ownConformance = #"^\s*(public |package )?(struct|enum|class|final class|actor|extension) (?!Located\b)\w+[^{]*:[^{]*\b(LocatedError|RemediableError)\b"#

    /// Whether `text` declares a type that adopts `LocatedError` itself.
    static func adoptsLocatedError(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.range(of: ownConformance, options: .regularExpression) != nil }
    }

    @Test func theShapeIsFound() {
        #expect(Self.hasOwnPlace("    case invalidValue(path: String, line: Int?, column: Int?, detail: String)"))
        #expect(Self.hasOwnPlace("    case malformed(path: String, format: VectorFormat, detail: String, line: Int = 0, column: Int = 0)"))
        #expect(!Self.hasOwnPlace("    case invalidValue(detail: String)"))
        #expect(!Self.hasOwnPlace("    case unreadable(path: String, reason: String)"))
        #expect(Self.adoptsLocatedError("public enum FileError: LocatedError, Equatable {"))
        #expect(Self.adoptsLocatedError("public struct NinePatchError: RemediableError, Equatable {"))
        #expect(Self.adoptsLocatedError("extension SliceError: LocatedError {}"))
        #expect(!Self.adoptsLocatedError("public struct Located<Wrapped: Problem>: LocatedError {"))
        #expect(!Self.adoptsLocatedError("extension Located: RemediableError where Wrapped: RemediableProblem {"))
        #expect(!Self.adoptsLocatedError("public enum FileProblem: Problem, Equatable {"))
    }

    /// The source files (below `Sources`) whose text `matches`.
    static func sources(where matches: (String) -> Bool) throws -> [String] {
        let files = PlatformFileTests.swiftFiles()
        // A wrong path would find nothing and pass.
        try #require(files.contains("BarSkinCore/Reports/Located.swift"), "found \(files.count) Swift files")
        return try files.filter { file in
            matches(try String(contentsOf: PlatformFileTests.sources.appendingPathComponent(file), encoding: .utf8))
        }
    }

    @Test func everyLocatedErrorIsLocated() throws {
        let found = try Self.sources(where: Self.hasOwnPlace)
        #expect(found.isEmpty, "declare a Problem and throw it located(at:line:column:): \(found)")
    }

    @Test func noTypeButLocatedIsALocatedError() throws {
        let found = try Self.sources(where: Self.adoptsLocatedError)
        #expect(found.isEmpty, "declare a Problem and make the error Located<P> of it: \(found)")
    }
}
