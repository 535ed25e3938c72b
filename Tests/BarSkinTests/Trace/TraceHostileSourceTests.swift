@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import Foundation
import Testing

/// Swift and Objective-C that tricks a name scanner: multi-line and adjacent
/// literals, macros, method declarations and expressions nested deep enough
/// to overflow a stack.
struct TraceHostileSourceTests {
    private func names(_ source: String, swift: Bool) -> [String] {
        SourceScanningTests.references(source, swift: swift)
            .map { "\($0.line):\($0.column) \($0.displayName)" }
    }

    @Test func multiLineStringsLoseTheirIndentation() {
        let source = "let a = UIImage(named: \"\"\"\n    icon_\\(f(\")\", \"(\"))_on\n    \"\"\")\n"
            + "let b = UIImage(named: \"\"\"\n\tline\\\n\tcont\n\t\"\"\")\n"
        #expect(names(source, swift: true) == ["1:24 icon_*_on", "4:24 linecont"])
    }

    @Test func adjacentObjectiveCLiteralsAreOneString() {
        let source = "UIImage *a = [UIImage imageNamed:@\"concat_\" @\"joined\"];\nUIImage *b = [UIImage imageNamed:@\"one_\"\n    @\"two\"];\n"
        #expect(names(source, swift: false) == ["1:34 concat_joined", "2:34 one_two"])
    }

    @Test func objectLikeMacrosAreConstants() {
        let objc = """
        #define kIcon @"icon_" @"star"
        #define kPrefix (@"flag_")
        #define IMG(n) [UIImage imageNamed:n]
        UIImage *a = [UIImage imageNamed:kIcon];
        UIImage *b = [UIImage imageNamed:[NSString stringWithFormat:@"%@%@", kPrefix, code]];
        UIImage *c = IMG(@"macro");
        """
        #expect(names(objc, swift: false) == ["3:36 *", "4:34 icon_star", "5:34 flag_*"])
    }

    @Test func categoryDeclarationsAreNotCallsAndInitIsSpelledOut() {
        let objc = """
        + (UIImage *)imageNamed:(NSString *)name inSkin:(NSString *)skin {
            return [[self class] imageNamed:@"cls"];
        }
        """
        #expect(names(objc, swift: false) == ["2:37 cls"])
        #expect(names("let a = UIImage.init(named: \"viaInit\")\n", swift: true) == ["1:29 viaInit"])
        // `.init(named:)` makes what its declared type says: an image only where that is UIImage or NSImage.
        let typed = """
        @Published var icon: MaterialDesignIcons = .init(named: "home-assistant")
        let tint: UIColor? = .init(named: "Brand")
        let art: UIImage? = .init(named: "hero")
        view.image = .init(named: "plain")
        """
        #expect(names(typed, swift: true) == ["3:34 hero", "4:27 plain"])
    }

    @Test func deeplyNestedArgumentsAreUnknownNotFatal() {
        // Each of these overflowed the stack or took minutes before arguments were capped.
        let ternaries = "let a = UIImage(named: " + (0..<20_000).map { "c\($0) ? \"x\($0)\" : " }.joined() + "\"end\")\n"
        let parentheses = "let a = UIImage(named: " + String(repeating: "(", count: 50_000) + "\"x\"" + String(repeating: ")", count: 50_000) + ")\n"
        let sum = "let a = UIImage(named: " + Array(repeating: "\"a\"", count: 50_000).joined(separator: " + ") + ")\n"
        for source in [ternaries, parentheses, sum] {
            #expect(names(source, swift: true) == ["1:24 *"])
        }
        // Short expressions are still evaluated in full.
        #expect(names("let a = UIImage(named: c ? \"on\" : \"off\")\n", swift: true) == ["1:24 on", "1:24 off"])
    }

    @Test func swiftUIImageWithAKnownExpression() {
        let swift = """
        func body(on: Bool, resource: ImageResource) {
            let name = "star_on"
            _ = Image(name)
            _ = Image(on ? "toggle_on" : "toggle_off")
            _ = Image(resource)
            _ = Image(model.icon)
        }
        """
        // `resource` is declared an ImageResource; `model.icon` could be a name: a dynamic one, like UIImage(named:)'s.
        #expect(names(swift, swift: true) == ["3:15 star_on", "4:15 toggle_on", "4:15 toggle_off", "6:15 *"])
    }

    /// A generated function of 15,000 commented calls (1.6 MB) is read in pieces between its statements,
    /// not whole: a syntax tree costs about 100 bytes a source byte. Every call is still found, on its line.
    @Test func oneHugeFunctionIsReadInPiecesBetweenStatements() {
        let comment = " // " + String(repeating: "generated ", count: 8)
        let lines = (0..<15_000).map { "    _ = UIImage(named: \"i\($0 % 500)\")" + comment + "\n" }
        let source = "import UIKit\n\nfunc load() {\n" + lines.joined() + "}\n"
        let pieces = SwiftChunks.pieces(of: Array(source.utf8))
        #expect(pieces.count == 7)
        #expect(pieces.allSatisfy { $0.range.count <= SwiftChunks.bodyPieceSize + 128 })
        let found = names(source, swift: true)
        #expect(found.count == 15_000)
        #expect(found.first == "4:24 i0" && found.last == "15003:24 i499")
    }
}
