@testable import BarSkin
@testable import BarSkinCore
@testable import BarSkinTrace
import BarSkinTestSupport
import Foundation
import Testing

/// Images the system loads, by an Info.plist key or by their name alone, count as used with the reason.
struct SystemImagesTests {
    @Test func imagesTheSystemLoadsHaveTheirReason() {
        let folder = TemporaryFolder()
        let png = PNGFixture.bytes(of: Bitmap(width: 2, height: 2, filledWith: RGBA8(0, 0, 0, 255)))
        for path in ["P/Logo57.png", "P/Splash@2x.png", "P/Default-Landscape~ipad.png", "P/Icon-Small@2x.png", "P/plain.png",
                     "P/Settings.bundle/gear.png"] {
            folder.write(png, to: path)
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleIconFiles</key>
            \t<array><string>Logo57.png</string></array>
            \t<key>UILaunchImageFile</key>
            \t<string>Splash</string>
            </dict>
            </plist>

            """
        folder.write(Array(plist.utf8), to: "P/Info.plist")
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.assets.map { "\($0.name): \(report.usedReason($0) ?? "-")" } == [
            "Default-Landscape: launch image", "Icon-Small: app icon", "Logo57: app icon", "Settings.bundle/gear: settings bundle",
            "Splash: launch image", "plain: -",
        ])
        #expect(report.findings.filter { $0.kind == .unused }.map(\.name) == ["plain"])
    }

    /// NetNewsWire's share extension: `NSImage(named: "icon")` in a xib and `CFBundleIconFile` name `icon.icns`.
    @Test func appKitFindsAnIconFileByName() {
        let folder = TemporaryFolder()
        folder.write(Array("icns".utf8), to: "P/icon.icns")
        folder.write(Array("import AppKit\nlet about = NSImage(named: \"icon\")\nlet gone = NSImage(named: \"badge\")\n".utf8), to: "P/About.swift")
        folder.write(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIconFile</key><string>icon.icns</string></dict></plist>

            """.utf8), to: "P/Info.plist")
        let report = Tracer().trace([folder.path + "/P"])
        #expect(report.assets.map { "\($0.name): \(report.usedReason($0) ?? "-")" } == ["icon.icns: app icon"])
        #expect(report.findings.map { "\($0.kind): \($0.name)" } == ["missing: badge"])
    }
}
