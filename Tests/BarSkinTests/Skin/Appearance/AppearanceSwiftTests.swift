@testable import BarSkin
@testable import BarSkinArt
@testable import BarSkinCore
import BarSkinTestSupport
import Foundation
import Testing

/// The generated appearance file (issue 42): pinned byte for byte per skin under
/// Tests/Fixtures/Appearance (`RECORD=1` rewrites them and fails), and type-checked with
/// `swiftc` against the stub UIKit and SwiftUI beside Xcode's generated symbols for the catalog built.
@Suite(.serialized) struct AppearanceSwiftTests {
    /// A skin of every bar: tab bar, a pair of templates and a single one, a navigation bar with
    /// a titled back button and the stretchable buttons, light and dark.
    static let everyBar = """
        version: 1
        catalog: A.xcassets
        appearances: [any, dark]
        appearance: swift
        tab-bar:
          color: "#161616"
        tab-items:
          items:
            - {mask: Icons/star, selected-mask: Icons/star-fill}
            - mask: Icons/chat
        nav-bar:
          tint: "#778CA8"
          back-buttons: [Back]
          stretchable: true

        """

    /// Glass off, in a file of its own; no selection box and no template icons.
    static let glassOff = """
        version: 1
        catalog: Assets/A.xcassets
        appearance:
          swift: Code/Skin.swift
          glass: false
        tab-bar:
          selection: false
        tab-items:
          template-icons: false
          items:
            - mask: Icons/star

        """

    /// A navigation bar alone, without colour sets: the art and no colour.
    static let navigationBarOnly = """
        version: 1
        catalog: A.xcassets
        color-sets: false
        appearance: swift
        nav-bar:
          bar-buttons: [Done]

        """

    /// A tab item drawn from an SVG mask with its custom symbol: an accessor names the symbol set.
    static let customSymbols = """
        version: 1
        catalog: A.xcassets
        appearance: swift
        tab-items:
          symbols: true
          items:
            - mask: Icons/glyph.svg

        """

    /// Writes the masks the skins name and builds `skin`; returns the folder.
    static func build(_ skin: String) throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        for name in ["star", "star-fill", "chat"] { folder.write(SkinBuildPlanTests.mask(50), to: "Icons/\(name)@2x.png") }
        folder.write(Array(SymbolSetTests.star.utf8), to: "Icons/glyph.svg")
        let spec = try SkinBuildPlanTests.spec(skin, in: folder)
        let report = SkinBuilder().run(SkinBuildPlan(specs: [spec]))
        #expect(report.failures.map { "\($0)" } == [])
        return folder
    }

    @Test(arguments: [("everyBar", everyBar, "BarSkinAppearance.swift", "A.xcassets"),
                      ("glassOff", glassOff, "Code/Skin.swift", "Assets/A.xcassets"),
                      ("navigationBarOnly", navigationBarOnly, "BarSkinAppearance.swift", "A.xcassets"),
                      ("customSymbols", customSymbols, "BarSkinAppearance.swift", "A.xcassets")])
    func theFileIsPinnedAndTypeChecks(name: String, skin: String, file: String, catalog: String) throws {
        let folder = try Self.build(skin)
        let text = String(decoding: try #require(folder.contents(file)), as: UTF8.self)
        try Self.assertPinned(text, named: name)
        let symbols = folder.write(Array(try GeneratedAssetSymbols.text(catalog: folder.path + "/" + catalog).utf8), to: "GeneratedAssetSymbols.swift")
        let stubs = try Self.stubModules()
        let checked = try AppearanceTypeCheck.typeCheck([symbols, folder.path + "/" + file], stubs: stubs)
        #expect(checked.output == "")
        #expect(checked.status == 0)
    }

    /// The checker really checks iOS availability and main-actor isolation: code using an
    /// iOS 26 API unguarded, or UIKit off the main actor, is refused.
    @Test func theStubsCheckAvailabilityAndIsolation() throws {
        let folder = TemporaryFolder()
        let source = folder.write(Array("""
            import UIKit
            @available(iOS 26.0, *) func glassOnly() {}
            func early() { glassOnly() }
            func offMain(_ bar: UITabBar) { bar.tintColor = nil }

            """.utf8), to: "Bad.swift")
        let checked = try AppearanceTypeCheck.typeCheck([source], stubs: try Self.stubModules())
        #expect(checked.status != 0)
        #expect(checked.output.contains("error: 'glassOnly()' is only available in iOS 26.0 or newer"))
        #expect(checked.output.contains("main actor-isolated property 'tintColor' can not be mutated from a nonisolated context"))
    }

    /// The stub modules, built once per run into a folder of their own.
    static func stubModules() throws -> String {
        let folder = NSTemporaryDirectory() + "barskin-appearance-stubs-\(ProcessInfo.processInfo.processIdentifier)"
        if FileManager.default.fileExists(atPath: folder + "/SwiftUI.swiftmodule") { return folder }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let complaints = try AppearanceTypeCheck.buildStubs(in: folder)
        #expect(complaints == "")
        return folder
    }

    /// Compares `text` with Tests/Fixtures/Appearance/NAME.swift; `RECORD=1` rewrites it and fails.
    static func assertPinned(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = AppearanceTypeCheck.stubs.deletingLastPathComponent().appendingPathComponent("Appearance/\(name).swift")
        if ProcessInfo.processInfo.environment["RECORD"] == "1" {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent); run again without RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let expected = try #require(try? String(contentsOf: file, encoding: .utf8), "no pinned \(file.path); run with RECORD=1", sourceLocation: sourceLocation)
        #expect(text == expected, "the generated \(name) differs from its pinned file", sourceLocation: sourceLocation)
    }
}
