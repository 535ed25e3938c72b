import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// librsvg and poppler-glib are opened when the first vector is drawn, not when barskin starts.
struct VectorLibraryTests {
    /// A dot: tint reads masks from alpha, and refuses a solid square.
    static let mask: Bitmap = {
        var dot = Bitmap(width: 4, height: 4)
        for y in 1...2 { for x in 1...2 { dot[x, y] = RGBA8(0, 0, 0, 255) } }
        return dot
    }()

    @Test func aRunThatDrawsNoVectorNeverLoadsTheVectorLibraries() throws {
        let scratch = TemporaryFolder()
        scratch.png("chat.png", Self.mask)
        // A library of that name that cannot load: a PNG run does not notice it.
        scratch.write(Array("not a library".utf8), to: "libs/librsvg-2.so.2")
        scratch.write(Array("not a library".utf8), to: "libs/libpoppler-glib.so.8")
        let result = try CommandRunner.run(["tint", "chat.png", "-o", "out"], in: scratch.url, environment: ["LD_LIBRARY_PATH": scratch.path + "/libs"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.exists("out/chat-selected.png"))
    }

    @Test(arguments: [("chat.svg", "SVG", "librsvg (Debian: librsvg2-2; Homebrew: librsvg)"),
                      ("chat.pdf", "PDF", "poppler-glib (Debian: libpoppler-glib8; Homebrew: poppler)")])
    func aVectorWithoutItsLibraryIsOneErrorNamingThePackage(file: String, format: String, package: String) throws {
        let scratch = TemporaryFolder()
        scratch.write(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>".utf8), to: file)
        scratch.png("other.png", Self.mask)
        scratch.write(Array("not a library".utf8), to: "libs/librsvg-2.so.2")
        scratch.write(Array("not a library".utf8), to: "libs/libpoppler-glib.so.8")
        let result = try CommandRunner.run(["tint", file, "other.png", "-o", "out"], in: scratch.url,
                                           environment: ["LD_LIBRARY_PATH": scratch.path + "/libs"])
        #expect(result.status == 1)
        let prefix = "barskin: error: \(file): cannot draw \(format): \(package) could not be loaded ("
        #expect(result.diagnostics.hasPrefix(prefix), "\(result.standardError)")
        #expect(result.diagnostics.split(separator: "\n").count == 1)
        // The batch goes on with the other input.
        #expect(scratch.exists("out/other-selected.png") && !scratch.exists("out/chat-selected.png"))
    }
}
