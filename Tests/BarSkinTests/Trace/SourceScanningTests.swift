@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Testing

/// Call sites in Swift and Objective-C: every recognised form, with exact
/// line and column, and the things that must not count.
struct SourceScanningTests {
    private func scan(_ text: String, swift: Bool) -> [String] {
        Self.references(text, swift: swift).map { "\($0.line):\($0.column) \($0.calledAs) \($0.displayName)" }
    }

    /// One file's references: Swift through its syntax tree, Objective-C through the call-site scanner.
    static func references(_ text: String, swift: Bool, file: String = "f") -> [ImageReference] {
        if swift { return SwiftReader(file: file).references(in: Array(text.utf8)) }
        var lexer = SourceLexer(bytes: Array(text.utf8), swift: false)
        return CallSiteScanner(tokens: lexer.tokenize(), file: file).scan()
    }

    @Test func lexerSkipsCommentsAndKeepsStringsWhole() {
        let source = """
        // "no" /* still */
        /* a /* nested */ "no" */ let a = "x\\"y" + #"raw\\(z)"# + "i\\(f("q"))j"
        let é = \"\"\"
          multi
          \"\"\"
        """
        var lexer = SourceLexer(bytes: Array(source.utf8), swift: true)
        let strings = lexer.tokenize().compactMap { token in token.string.map { "\(token.line):\(token.column) \($0.glob)" } }
        #expect(strings == ["2:35 x\"y", "2:44 raw\\(z)", "2:58 i*j", "3:9 multi"])
    }

    @Test func swiftCallSites() {
        let references = scan(TraceFixtureProject.swiftSource, swift: true)
        #expect(references == [
            "10:35 UIImage(named:) hero",
            "11:25 Image swiftui_art",
            "12:51 #imageLiteral Detail_Photo",
            "13:58 UIImage(imageLiteralResourceName:) btn_play",
            "14:40 UIImage(resource:) .appBadge",
            "15:35 Image(resource) .appBadge",
            "17:36 UIImage(named:) frame_*",
            "19:37 UIImage(named:) tab_home",
            "19:37 UIImage(named:) tab_home_sel",
            "20:38 UIImage(named:) Stuff.bundle/bundled",
            "21:50 path(forResource:) photo.jpg",
            "22:37 UIImage(named:) dup*a",
            "23:36 Image(resource) .noSuchAsset",
        ])
    }

    @Test func objectiveCCallSites() {
        let references = scan(TraceFixtureProject.objcSource, swift: false)
        #expect(references == [
            "9:39 imageNamed btn_bg",
            "10:42 imageNamed frame_*",
            "12:46 imageNamed Hero",
            "13:45 imageNamed *.png",
            "14:42 imageNamed kField",
            "15:61 pathForResource settings_banner.png",
        ].map { $0 == "14:42 imageNamed kField" ? "14:42 imageNamed field_bg" : $0 })
    }

    @Test func moreDynamicForms() {
        let swift = """
        func a(i: Int) {
            var icon = "first"
            if i > 0 { icon = "second" }
            _ = UIImage(named: icon)
            _ = UIImage(named: String(format: "tile_%d_%@.png", i, s))
            _ = UIImage(named: ("pre" + mid) + "post")
            _ = UIImage(named: mystery)
            _ = ImageResource.Icons.gear
            _ = Image(decorative: "deco")
            _ = UIImage(named: "x.png", in: .main, with: nil)
        }
        func b() { _ = UIImage(named: icon) }
        """
        let objc = """
        - (void)a {
            NSString *img = @"RepoPrivate";
            UIImage *on = [UIImage imageNamed:[NSString stringWithFormat:@"%@On.png", img]];
            UIImage *n = [UIImage imageNamed:[NSString stringWithFormat:@"%@_%d", [self kind], 3]];
        }
        """
        #expect(scan(objc, swift: false) == ["3:39 imageNamed RepoPrivateOn.png", "4:38 imageNamed *_*"])
        #expect(scan(swift, swift: true) == [
            "4:24 UIImage(named:) first",
            "4:24 UIImage(named:) second",
            "5:24 UIImage(named:) tile_*_*.png",
            "6:24 UIImage(named:) pre*post",
            "7:24 UIImage(named:) *",
            "8:9 ImageResource .Icons.gear",
            "9:27 Image(decorative:) deco",
            "10:24 UIImage(named:) x.png",
            "12:31 UIImage(named:) *",
        ])
    }

    @Test func notImageLoads() {
        let swift = """
        _ = UIImage(systemName: "gear")
        _ = Image(systemName: "star")
        _ = Bundle.main.path(forResource: "data", ofType: "json")
        let s = "UIImage(named: \\"quoted\\")"
        """
        #expect(scan(swift, swift: true).isEmpty)
        let objc = """
        /* [UIImage imageNamed:@"old"]; */
        NSString *p = [[NSBundle mainBundle] pathForResource:@"click" ofType:@"caf"];
        char c = '"'; NSString *s = @"imageNamed:@\\"no\\"";
        """
        #expect(scan(objc, swift: false).isEmpty)
    }

    @Test func formatPatterns() {
        func glob(_ format: String) -> String {
            NameExpression.pattern(fromFormat: NamePattern([.text(format)])).glob
        }
        #expect(glob("icon_%02d") == "icon_*")
        #expect(glob("%@On.png") == "*On.png")
        #expect(glob("100%% %lld-%s") == "100% *-*")
        #expect(NamePattern([.hole, .text(".png")]).matchesEverything)
        #expect(!NamePattern([.text("icon_"), .hole]).matchesEverything)
        #expect(NamePattern([.text("icon_"), .hole]).matches("icon_3"))
        #expect(!NamePattern([.text("icon_"), .hole]).matches("icon_"))
        #expect(!NamePattern([.text("icon_"), .hole]).matches("Icon_3"))
        #expect(NamePattern([.text("Menu"), .hole, .text(".png")]).matches("MenuHome"))
    }

    @Test func globs() {
        #expect(Glob("*.png").matches("a.png"))
        #expect(!Glob("*.png").matches("dir/a.png"))
        #expect(Glob("**/gen/*").matches("a/b/gen/x.swift"))
        #expect(Glob("icon_?").matches("icon_1"))
        #expect(!Glob("icon_?").matches("icon_12"))
    }
}
