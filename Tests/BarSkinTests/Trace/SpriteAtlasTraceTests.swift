@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// SpriteKit's texture atlases: a catalog's `Hero.spriteatlas` of image sets, which `imageNamed:` finds
/// too, and a loose `Coins.atlas` folder, which Xcode packs into `Coins.atlasc` where only SpriteKit
/// finds its textures. `SKTextureAtlas(named:)` loads a whole atlas; `SKTexture(imageNamed:)` and
/// `SKSpriteNode(imageNamed:)` load one image, searching the atlases after what `imageNamed:` finds.
struct SpriteAtlasTraceTests {
    /// An app whose catalog holds the sprite atlas `Hero` (`run_1`, `run_2`) and the plain set `logo`,
    /// with the loose atlas `Coins.atlas` (`gold`, `silver`) beside it, both in the app's resources;
    /// `App/Game.swift` (or `.m`, in a method) holds `code` after a load of `logo`, so what is left is about the atlases.
    static func project(code: String, objectiveC: Bool = false) -> TraceScratchProject {
        let project = TraceScratchProject()
        project.spriteAtlas("P/App/Assets.xcassets/Hero")
        project.imageSet("P/App/Assets.xcassets/Hero.spriteatlas/run_1")
        project.imageSet("P/App/Assets.xcassets/Hero.spriteatlas/run_2")
        project.imageSet("P/App/Assets.xcassets/logo")
        project.looseImage("P/App/Coins.atlas/gold")
        project.looseImage("P/App/Coins.atlas/silver")
        let source = objectiveC ? "App/Game.m" : "App/Game.swift"
        project.text("P/" + source, objectiveC
            ? "@implementation Game\n- (void)load {\n    UIImage *logo = [UIImage imageNamed:@\"logo\"];\n" + code + "}\n@end\n"
            : "let logo = UIImage(named: \"logo\")\n" + code)
        project.xcodeProject("P", targets: [.init("App", sources: [source], resources: ["App/Assets.xcassets", "App/Coins.atlas"])])
        return project
    }

    /// Every finding as `kind name: message`, sorted.
    static func findings(_ report: TraceReport) -> [String] {
        report.findings.map { "\($0.kind.rawValue) \($0.name): \($0.message)" }.sorted()
    }

    @Test func everyImageOfAnAtlasKnowsItsAtlas() {
        let report = DeclaredNameTests.trace(Self.project(code: ""))
        let atlases = report.assets.map { "\($0.name) \($0.atlas ?? "-")" }.sorted()
        #expect(atlases == ["Coins.atlas/gold Coins", "Coins.atlas/silver Coins", "logo -", "run_1 Hero", "run_2 Hero"])
    }

    /// `--json` names the atlas of each of its images, and of no other asset.
    @Test func theJSONReportNamesEachImagesAtlas() throws {
        let rendered = TraceJSONReport.json(DeclaredNameTests.trace(Self.project(code: ""))).rendered()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        let assets = try #require(root["assets"] as? [[String: Any]])
        #expect(assets.map { "\($0["name"]!) \($0["atlas"] ?? "-")" }.sorted()
            == ["Coins.atlas/gold Coins", "Coins.atlas/silver Coins", "logo -", "run_1 Hero", "run_2 Hero"])
    }

    @Test func anAtlasNothingLoadsIsOneUnusedFinding() {
        let report = DeclaredNameTests.trace(Self.project(code: ""))
        #expect(Self.findings(report) == [
            "unused Coins: sprite atlas 'Coins' (2 images: 'Coins.atlas/gold', 'Coins.atlas/silver') is loaded by no code "
                + "and none of its images is used by any storyboard, xib, code, plist or skin file",
            "unused Hero: sprite atlas 'Hero' (2 images: 'run_1', 'run_2') is loaded by no code "
                + "and none of its images is used by any storyboard, xib, code, plist or skin file",
        ])
        #expect(report.findings.map(\.file).sorted() == ["P/App/Assets.xcassets/Hero.spriteatlas", "P/App/Coins.atlas"])
    }

    @Test(arguments: [
        ("let atlas = SKTextureAtlas(named: \"Hero\")\nlet coins = SKTextureAtlas(named: \"Coins\")\n", false),
        ("SKTextureAtlas *atlas = [SKTextureAtlas atlasNamed:@\"Hero\"];\nSKTextureAtlas *coins = [SKTextureAtlas atlasNamed:@\"Coins\"];\n", true),
    ])
    func anAtlasLoadedByNameUsesEveryImage(code: String, objectiveC: Bool) {
        let report = DeclaredNameTests.trace(Self.project(code: code, objectiveC: objectiveC))
        #expect(Self.findings(report) == [])
        #expect(report.assets.filter { $0.atlas != nil }.allSatisfy(report.isUsed))
    }

    @Test(arguments: [
        ("let sprite = SKSpriteNode(imageNamed: \"run_1\")\nlet coin = SKTexture(imageNamed: \"gold\")\n", false),
        ("SKSpriteNode *s = [SKSpriteNode spriteNodeWithImageNamed:@\"run_1\"];\nSKTexture *t = [SKTexture textureWithImageNamed:@\"gold.png\"];\n", true),
    ])
    func aTextureLoadedByImageNameUsesThatImageAlone(code: String, objectiveC: Bool) {
        let report = DeclaredNameTests.trace(Self.project(code: code, objectiveC: objectiveC))
        #expect(Self.findings(report) == [
            "unused Coins.atlas/silver: image 'Coins.atlas/silver' in atlas 'Coins' is not used by any storyboard, xib, code, plist or skin file",
            "unused run_2: image set 'run_2' in atlas 'Hero' is not used by any storyboard, xib, code, plist or skin file",
        ])
    }

    @Test(arguments: [
        ("Villain", "missing Villain: no sprite atlas named 'Villain': no 'Villain.spriteatlas' in an asset catalog and no 'Villain.atlas' folder"),
        ("coins", "case-mismatch coins: 'coins' only matches 'Coins' when ignoring case: works in the Simulator, fails on a device"),
    ])
    func anAtlasThatDoesNotExistIsMissing(name: String, expected: String) {
        let report = DeclaredNameTests.trace(Self.project(code: "let atlas = SKTextureAtlas(named: \"\(name)\")\nlet hero = SKTextureAtlas(named: \"Hero\")\n"
            + "let coins = SKTextureAtlas(named: \"Coins\")\n"))
        #expect(Self.findings(report) == [expected])
        #expect(report.findings.first?.line == 2)
    }

    /// A sprite atlas that provides a namespace names its image sets `Hero/run_1`, as a group folder does.
    @Test func aNamespacingAtlasNamesItsImagesUnderIt() {
        let project = Self.project(code: "let run = UIImage(named: \"Hero/run_1\")\nlet coins = SKTextureAtlas(named: \"Coins\")\n")
        project.namespace("P/App/Assets.xcassets/Hero.spriteatlas")
        let report = DeclaredNameTests.trace(project)
        #expect(Self.findings(report) == [
            "unused Hero/run_2: image set 'Hero/run_2' in atlas 'Hero' is not used by any storyboard, xib, code, plist or skin file",
        ])
    }

    /// `imageNamed:` finds a catalog atlas's image sets (iOS 9 and later), never a loose atlas's textures.
    @Test func imageNamedFindsACatalogAtlasImageButNoLooseAtlasTexture() {
        let report = DeclaredNameTests.trace(Self.project(code: "let run = UIImage(named: \"run_1\")\nlet gold = UIImage(named: \"gold\")\n"
            + "let hero = SKTextureAtlas(named: \"Hero\")\nlet coins = SKTextureAtlas(named: \"Coins\")\n"))
        #expect(Self.findings(report) == [
            "missing gold: no image named 'gold' in any asset catalog or loose file; 'gold' is a texture of the atlas folder 'Coins.atlas', "
                + "which only SpriteKit loads (SKTexture(imageNamed:))",
        ])
    }

    /// A texture name built from data matches the loose atlases' textures too, and an atlas name built from data
    /// the atlases' names; a texture an atlas object is asked for by a literal is evidence for that image, and never
    /// missing (the atlas may be built at run time).
    @Test func dynamicAndAtlasObjectTextureNames() {
        let report = DeclaredNameTests.trace(Self.project(code: "func coin(_ metal: String) -> SKTexture { SKTexture(imageNamed: \"go\" + metal) }\n"
            + "let frames = SKTextureAtlas(dictionary: [:])\nlet run = frames.textureNamed(\"run_2\")\nlet ghost = frames.textureNamed(\"ghost\")\n"
            + "func level(_ suffix: String) -> SKTextureAtlas { SKTextureAtlas(named: \"He\" + suffix) }\n"))
        let verdicts = report.assets.map { asset in
            let finding = report.findings.first { $0.file == asset.location }
            return "\(asset.name) \(report.isUsed(asset) ? "used" : finding?.kind.rawValue ?? "-")"
        }
        #expect(verdicts.sorted() == ["Coins.atlas/gold possibly-used", "Coins.atlas/silver unused", "logo used", "run_1 possibly-used", "run_2 used"])
        #expect(!report.findings.contains { $0.kind == .missing })
    }
}
