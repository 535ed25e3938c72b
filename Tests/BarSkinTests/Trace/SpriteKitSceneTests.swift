@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// A SpriteKit scene file (`.sks`) is a keyed archive, a binary property list whose `$objects` hold its
/// nodes' names, classes and textures: a texture's image name among them is evidence for that image,
/// however many other strings the scene holds.
struct SpriteKitSceneTests {
    /// A binary keyed archive of one sprite whose texture is `texture`, among `filler` other strings.
    static func scene(texture: String, filler: Int) throws -> [UInt8] {
        let strings = ["$null", "player", texture, "SKSpriteNode", "SKScene"] + (0..<filler).map { "_key\($0)" }
        let archive: [String: Any] = [
            "$archiver": "NSKeyedArchiver", "$version": 100000, "$top": ["root": 1],
            "$objects": strings + [["_name": 1, "_textureName": 2]],
        ]
        return Array(try PropertyListSerialization.data(fromPropertyList: archive, format: .binary, options: 0))
    }

    @Test func aScenesTextureIsEvidenceForItsImage() throws {
        let project = SpriteAtlasTraceTests.project(code: "let hero = SKTextureAtlas(named: \"Hero\")\n")
        project.write(try Self.scene(texture: "silver", filler: 80), to: "P/App/GameScene.sks")
        project.xcodeProject("P", targets: [.init("App", sources: ["App/Game.swift"], resources: ["App/Assets.xcassets", "App/Coins.atlas", "App/GameScene.sks"])])
        let report = DeclaredNameTests.trace(project)
        #expect(SpriteAtlasTraceTests.findings(report) == [
            "possibly-used Coins.atlas/silver: image 'Coins.atlas/silver' in atlas 'Coins' is loaded by no call, "
                + "but the string \"silver\" at P/App/GameScene.sks may name it",
            "unused Coins.atlas/gold: image 'Coins.atlas/gold' in atlas 'Coins' is not used by any storyboard, xib, code, plist or skin file",
        ])
        #expect(report.findings.first { $0.kind == .possiblyUsed }?.evidence.map(\.file) == ["P/App/GameScene.sks"])
    }
}
