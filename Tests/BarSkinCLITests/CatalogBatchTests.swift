import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// `--catalog` on `tint`, `glow`, `shadow` and `normalize`: one image set per image family
/// and output, every `--dark` look as entries in the same set, Contents.json as Xcode writes it.
@Suite struct CatalogBatchTests {
    /// `icons/chat.png`, `@2x`, `@3x` (one family) and `icons/sub/star@2x.png` (another).
    static func icons() -> ScratchFolder {
        let scratch = ScratchFolder()
        for scale in 1...3 {
            scratch.png("icons/chat" + (scale == 1 ? "" : "@\(scale)x") + ".png",
                        Masks.box(width: 20 * scale, height: 20 * scale, x0: 2 * scale, y0: 2 * scale, x1: 18 * scale, y1: 18 * scale))
        }
        scratch.png("icons/sub/star@2x.png", Masks.disc(size: 40, radius: 15))
        return scratch
    }

    /// A set's Contents.json in the form Xcode 15 writes: each file's entry (with a dark
    /// appearance where its name says `-dark`), then info, then the rendering intent if any.
    static func xcodeContents(_ files: [(name: String, scale: Int)], intent: String?) -> String {
        let entries = files.map { file in
            let dark = file.name.contains("-dark")
                ? "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ],\n" : ""
            return "    {\n" + dark + "      \"filename\" : \"\(file.name)\",\n      \"idiom\" : \"universal\",\n      \"scale\" : \"\(file.scale)x\"\n    }"
        }
        let properties = intent.map { ",\n  \"properties\" : {\n    \"template-rendering-intent\" : \"\($0)\"\n  }" } ?? ""
        return "{\n  \"images\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
            + properties + "\n}\n"
    }

    /// Any and dark at every scale of `set`, as Xcode orders them.
    static func lightAndDark(_ set: String, scales: [Int]) -> [(name: String, scale: Int)] {
        scales.flatMap { scale in
            let suffix = scale == 1 ? "" : "@\(scale)x"
            return [(set + suffix + ".png", scale), (set + "-dark" + suffix + ".png", scale)]
        }
    }

    @Test func tintWritesOneSetPerFamilyAndVariantWithDarkEntriesAtEveryScale() throws {
        let scratch = Self.icons()
        let arguments = ["icons", "-o", "out", "--catalog", "App.xcassets", "--dark", "selected-color=#4DA3FF"]
        let result = try scratch.run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("barskin: tinted 2 icons into "), "\(result.standardError)")
        let sets = scratch.listing("App.xcassets")
        let family = { (set: String, scales: [Int]) in
            ([set + ".imageset/Contents.json"] + Self.lightAndDark(set, scales: scales).map { set + ".imageset/" + $0.name }).sorted()
        }
        #expect(sets == ["Contents.json"] + family("chat-normal", [1, 2, 3]) + family("chat-selected", [1, 2, 3])
                + family("star-normal", [2]) + family("star-selected", [2]))
        #expect(family("star-normal", [2]) == ["star-normal.imageset/Contents.json", "star-normal.imageset/star-normal-dark@2x.png",
                                               "star-normal.imageset/star-normal@2x.png"])
        // The output folder keeps the manifest alone: nothing loose.
        #expect(scratch.listing("out") == scratch.records("tint", "icons"))
        for set in ["chat-normal", "chat-selected"] {
            let written = String(decoding: scratch.bytes("App.xcassets/\(set).imageset/Contents.json"), as: UTF8.self)
            #expect(written == Self.xcodeContents(Self.lightAndDark(set, scales: [1, 2, 3]), intent: "original"))
        }
        #expect(String(decoding: scratch.bytes("App.xcassets/star-selected.imageset/Contents.json"), as: UTF8.self)
                == Self.xcodeContents(Self.lightAndDark("star-selected", scales: [2]), intent: "original"))
        #expect(String(decoding: scratch.bytes("App.xcassets/Contents.json"), as: UTF8.self)
                == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        // The dark selected art follows the dark colour; the light one does not.
        let dark = try scratch.bitmap("App.xcassets/chat-selected.imageset/chat-selected-dark@2x.png")
        let light = try scratch.bitmap("App.xcassets/chat-selected.imageset/chat-selected@2x.png")
        #expect((dark.width, dark.height) == (40, 40) && dark.pixels != light.pixels)
        let again = try scratch.run(arguments)
        #expect(again.standardError.contains("(0 written, 0 unchanged, 21 up to date)"), "\(again.standardError)")
    }

    @Test func pruneRemovesARenamedIconsSets() throws {
        let scratch = Self.icons()
        #expect(try scratch.run(["icons", "-o", "out", "--catalog", "App.xcassets"]).status == 0)
        for suffix in ["", "@2x", "@3x"] {
            try FileManager.default.moveItem(atPath: scratch.path + "/icons/chat\(suffix).png", toPath: scratch.path + "/icons/bubble\(suffix).png")
        }
        let kept = try scratch.run(["icons", "-o", "out", "--catalog", "App.xcassets"])
        #expect(kept.standardError.contains("; 8 files no longer made (--prune deletes them)"), "\(kept.standardError)")
        let pruned = try scratch.run(["icons", "-o", "out", "--catalog", "App.xcassets", "--prune"])
        #expect(pruned.status == 0, "\(pruned.standardError)")
        #expect(pruned.standardError.contains("; pruned 8 files"), "\(pruned.standardError)")
        #expect(!scratch.exists("App.xcassets/chat-normal.imageset") && !scratch.exists("App.xcassets/chat-selected.imageset"))
        #expect(scratch.listing("App.xcassets").filter { $0.hasSuffix("/Contents.json") }
                == ["bubble-normal.imageset/Contents.json", "bubble-selected.imageset/Contents.json",
                    "star-normal.imageset/Contents.json", "star-selected.imageset/Contents.json"])
    }

    @Test(arguments: [("glow", "-glow"), ("shadow", "")])
    func glowAndShadowWriteOneOriginalSetPerFamily(command: String, suffix: String) throws {
        let scratch = Self.icons()
        let result = try CommandRunner.run([command, "icons", "-o", "out", "--catalog", "App.xcassets", "--dark", "color=#336699"]
                                           + (suffix.isEmpty ? [] : ["--suffix", suffix]), in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        let set = "chat" + suffix
        #expect(scratch.listing("App.xcassets").filter { $0.hasPrefix(set + ".imageset/") }
                == ([set + ".imageset/Contents.json"] + Self.lightAndDark(set, scales: [1, 2, 3]).map { set + ".imageset/" + $0.name }).sorted())
        #expect(String(decoding: scratch.bytes("App.xcassets/\(set).imageset/Contents.json"), as: UTF8.self)
                == Self.xcodeContents(Self.lightAndDark(set, scales: [1, 2, 3]), intent: "original"))
        #expect(scratch.exists("App.xcassets/star\(suffix).imageset/star\(suffix)-dark@2x.png"))
        #expect(scratch.listing("out") == scratch.records(command, "icons"))
    }

    @Test func normalizeWritesOneSetPerFamilyLeavingItsRenderingAsTheSetSays() throws {
        let scratch = Self.icons()
        let result = try CommandRunner.run(["normalize", "icons", "-o", "out", "--catalog", "App.xcassets"], in: scratch.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("App.xcassets") == ["Contents.json", "chat.imageset/Contents.json", "chat.imageset/chat.png", "chat.imageset/chat@2x.png",
                                                    "chat.imageset/chat@3x.png", "star.imageset/Contents.json", "star.imageset/star@2x.png"])
        #expect(String(decoding: scratch.bytes("App.xcassets/chat.imageset/Contents.json"), as: UTF8.self)
                == Self.xcodeContents([("chat.png", 1), ("chat@2x.png", 2), ("chat@3x.png", 3)], intent: nil))
        // Normalizing keeps the pixels: the set's @2x is the input's, exactly.
        #expect(try scratch.bitmap("App.xcassets/chat.imageset/chat@2x.png").pixels == scratch.bitmap("icons/chat@2x.png").pixels)
    }

    @Test func aFlatTintOfADrawingShipsItAsATemplateVectorSet() throws {
        let scratch = ScratchFolder()
        let drawing = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="10"/></svg>"#
        scratch.write(Array(drawing.utf8), to: "v/chat.svg")
        let result = try scratch.run(["v", "-o", "out", "--catalog", "App.xcassets", "--style", "flat", "--no-gloss"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("App.xcassets") == ["Contents.json", "chat-normal.imageset/Contents.json", "chat-normal.imageset/chat-normal.svg",
                                                    "chat-selected.imageset/Contents.json", "chat-selected.imageset/chat-selected.svg"])
        #expect(scratch.bytes("App.xcassets/chat-normal.imageset/chat-normal.svg") == Array(drawing.utf8))
        // The skin build's vector writer wrote it (its Xcode form is pinned in Tests/Conformance/test_vectors.py).
        #expect(scratch.bytes("App.xcassets/chat-normal.imageset/Contents.json") == VectorSetWriter.contents(fileName: "chat-normal.svg"))
        // A dark look needs pixels of its own: the same drawing is rasterized at every scale.
        let dark = try scratch.run(["v", "-o", "out2", "--catalog", "Dark.xcassets", "--style", "flat", "--dark", "selected-color=#4DA3FF"])
        #expect(dark.status == 0, "\(dark.standardError)")
        #expect(scratch.exists("Dark.xcassets/chat-selected.imageset/chat-selected-dark@3x.png"))
    }

    @Test func aCatalogInsideTheInputFolderIsNotTintedAgain() throws {
        let scratch = Self.icons()
        let arguments = ["icons", "-o", "icons/out", "--catalog", "icons/App.xcassets"]
        #expect(try scratch.run(arguments).status == 0)
        let again = try scratch.run(arguments)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardError.contains("skipped 8 files barskin tint wrote there"), "\(again.standardError)")
        #expect(!scratch.listing("icons/App.xcassets").contains { $0.contains("-normal-normal") })
    }

    /// Sets go into the catalog's top, where Xcode finds them by name: two families of one
    /// name in two folders would share sets, so the later fails, naming the earlier.
    @Test func twoFamiliesOfOneNameInTwoFoldersAreAnError() throws {
        let scratch = Self.icons()
        scratch.png("icons/sub/chat@2x.png", Masks.disc(size: 40, radius: 12))
        let result = try scratch.run(["icons", "-o", "out", "--catalog", "App.xcassets"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("barskin: error: icons/sub/chat@2x.png: output App.xcassets/chat-normal.imageset/chat-normal@2x.png "
                                              + "and 3 more are also written by icons/chat.png\n"), "\(result.standardError)")
        #expect(scratch.exists("App.xcassets/star-normal.imageset/star-normal@2x.png"))
    }

    @Test func dryRunListsTheSetsAndJSONNamesThem() throws {
        let scratch = Self.icons()
        let dry = try scratch.run(["icons", "-o", "out", "--catalog", "App.xcassets", "--dry-run"])
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(dry.standardOutput.split(separator: "\n").contains("App.xcassets/chat-selected.imageset/chat-selected@3x.png"), "\(dry.standardOutput)")
        #expect(!scratch.exists("App.xcassets"))
        let json = try scratch.run(["icons", "-o", "out", "--catalog", "App.xcassets", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as! [String: Any]
        let outputs = (document["outputs"] as! [[String: Any]]).compactMap { $0["output"] as? String }
        #expect(outputs.contains("App.xcassets/star-normal.imageset/Contents.json"), "\(outputs)")
    }

    @Test(arguments: [
        (["tint", "icons", "-o", "out", "--catalog", "Assets/icons"], "--catalog must be an .xcassets folder or a folder inside one, not 'Assets/icons'"),
        (["glow", "icons/chat.png", "-o", "halo.png", "--catalog", "App.xcassets"],
         "-o names the file halo.png, but with --catalog it names the folder that keeps the manifest: give a folder"),
        (["normalize", "icons", "-o", "out", "--catalog", ""], "--catalog is empty: name the folder to write into"),
    ])
    func aBadCatalogIsAUsageError(arguments: [String], message: String) throws {
        let scratch = Self.icons()
        let result = try CommandRunner.run(arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("barskin: error: " + message + "\n"), "\(result.standardError)")
        #expect(!scratch.exists("out") && !scratch.exists("App.xcassets"))
    }
}
