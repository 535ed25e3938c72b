import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `--json` of the commands names each output by its family, the same for each of its files
/// (`chat` for `chat.png`, `chat@2x.png` and every scale drawn from `chat.svg`), in the order
/// every run lists them.
struct JSONFamilyNameTests {
    static func outputs(_ result: CommandResult) -> [(name: String, file: String)] {
        let document = try? JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        return (document?["outputs"] as? [[String: Any]] ?? []).map {
            ($0["name"] as? String ?? "?", PathText.fileName(of: $0["output"] as? String ?? "?"))
        }
    }

    @Test func tintNamesAPNGFamilyAndADrawingByTheirFamily() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("icons/chat.png", size: 30)
        scratch.writeMask("icons/chat@2x.png", size: 60)
        scratch.writeMask("icons/sub/more@2x.png", size: 60, seed: 1)
        _ = scratch.write(Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30"><circle cx="15" cy="15" r="11"/></svg>"#.utf8),
                          to: "icons/badge.svg")
        for _ in 0..<2 {
            let result = try scratch.run(["icons", "-o", "Build", "--json", "--scales", "2,3"])
            #expect(result.status == 0, "\(result.standardError)")
            let outputs = Self.outputs(result)
            #expect(outputs.map(\.name) == ["badge", "badge", "badge", "badge", "chat", "chat", "chat", "chat", "sub/more", "sub/more"])
            #expect(outputs.map(\.file) == [
                "badge-normal@2x.png", "badge-selected@2x.png", "badge-normal@3x.png", "badge-selected@3x.png",
                "chat-normal.png", "chat-selected.png", "chat-normal@2x.png", "chat-selected@2x.png",
                "more-normal@2x.png", "more-selected@2x.png",
            ])
        }
    }

    @Test func drawnArtIsNamedByItsArtNotItsSkinSection() throws {
        let scratch = ScratchFolder()
        let result = try CommandRunner.run(["back-button", "--title", "Back", "-o", "Build", "--json"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Set(Self.outputs(result).map(\.name)) == ["BackButtonBack"])
        #expect(Self.outputs(result).count == 6)
    }
}
