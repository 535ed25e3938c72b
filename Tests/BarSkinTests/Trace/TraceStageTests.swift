import Foundation
import Testing

/// `Sources/BarSkinTrace` is a pipeline whose folders are its stages, in the order data goes
/// through them; a stage may use what the stages before it declare, never what a later one does.
/// The pipeline's driver (`Tracer`, at the top) is the one place that sees them all.
struct TraceStageTests {
    /// The stages, in order.
    static let stages = ["Model", "Text", "Inventory", "Walk", "Read", "Index", "Resolve", "Judge", "Reports", "Quarantine"]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/BarSkinTrace").path

    /// Every source file, relative to the module's folder.
    static func files() -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func everyFileIsInAStageOrIsTheDriver() {
        let misplaced = Self.files().filter { file in
            let parts = file.split(separator: "/")
            return parts.count == 1 ? !file.hasPrefix("Tracer") : !Self.stages.contains(String(parts[0]))
        }
        #expect(misplaced == [])
        #expect(Self.files().count > 100)
    }

    @Test func noStageUsesALaterOne() throws {
        var declared: [String: Int] = [:]
        var texts: [(file: String, stage: Int, text: String)] = []
        for file in Self.files() {
            guard let stage = Self.stages.firstIndex(of: String(file.split(separator: "/")[0])) else { continue }
            let text = Self.code(try String(contentsOfFile: Self.root + "/" + file, encoding: .utf8))
            texts.append((file, stage, text))
            for name in Self.topLevelTypes(in: text) { declared[name] = min(declared[name] ?? stage, stage) }
        }
        #expect(declared.count > 100)
        var violations: [String] = []
        for (file, stage, text) in texts {
            for name in Set(Self.typeNames(in: text)).sorted() {
                guard let owner = declared[name], owner > stage else { continue }
                violations.append("\(file) uses \(name), which \(Self.stages[owner]) declares")
            }
        }
        #expect(violations == [])
    }

    /// Source without comments and string literals' contents, where type names could be written in prose.
    static func code(_ source: String) -> String {
        var text = source.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: #"//[^\n]*"#, with: " ", options: .regularExpression)
        return text.replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
    }

    /// The types a file declares at its top level (not nested ones, whose names may repeat).
    static func topLevelTypes(in text: String) -> [String] {
        let pattern = #"(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|fileprivate|private|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#
        let expression = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    /// Every capitalised word: what a file may name of another's types.
    static func typeNames(in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }
}
