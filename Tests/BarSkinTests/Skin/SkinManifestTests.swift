import BarSkin
import BarSkinArt
import BarSkinTestSupport
import Foundation
import Testing

/// The build manifest's parts: paths compared by their absolute form, stamps that
/// round-trip exactly, and a manifest that reads back what it wrote.
struct SkinManifestTests {
    @Test func pathsAreMadeAbsoluteAsText() {
        #expect(PathText.absolute("Build/x.png", in: "/work") == "/work/Build/x.png")
        #expect(PathText.absolute("Assets/../Build/./x.png", in: "/work") == "/work/Build/x.png")
        #expect(PathText.absolute("../../../x", in: "/a") == "/x")
        #expect(PathText.absolute("/a//b/", in: "/w") == "/a/b")
        #expect(PathText.absolute(".", in: "/w") == "/w")
        #expect(PathText.absolute("/.hidden/x", in: "/w") == "/.hidden/x")
    }

    @Test func pathsAreWrittenRelativeToAFolder() {
        #expect(PathText.relative("/work/Build/x.png", to: "/work/Build") == "x.png")
        #expect(PathText.relative("/work/Assets/a.png", to: "/work/Build/Skin") == "../../Assets/a.png")
        #expect(PathText.relative("/work", to: "/work") == ".")
        #expect(PathText.absolute(PathText.relative("/work/Assets/a.png", to: "/work/Build/Skin"), in: "/work/Build/Skin") == "/work/Assets/a.png")
    }

    @Test func stampsKeepTheirNanoseconds() throws {
        let stamp = FileStamp(bytes: 12, seconds: 1_700_000_000, nanoseconds: 5_000)
        #expect(stamp.modified == "1700000000.000005000")
        #expect(FileStamp(bytes: 12, modified: stamp.modified) == stamp)
        #expect(FileStamp(bytes: 12, modified: "1700000000.5") == nil)
        #expect(FileStamp(bytes: 12, modified: "-5.000000001")?.modified == "-5.000000001")
        for bad in ["x.000000000", "1.00000000x", ".000000000", "-.000000000", "99999999999999999999.000000000", "1.0000000001", "1"] {
            #expect(FileStamp(bytes: 12, modified: bad) == nil, "\(bad)")
        }
        let folder = TemporaryFolder()
        let path = folder.write([1, 2, 3], to: "a.bin")
        #expect(FileStamp(path: path)?.bytes == 3)
        #expect(FileStamp(path: folder.path) == nil, "a folder has no stamp")
    }

    @Test func aManifestReadsBackWhatItWrote() throws {
        let folder = TemporaryFolder()
        let root = PathText.absolute(folder.path)
        var manifest = SkinManifest(path: folder.path + "/Build/.App.skin.barskin.json")
        let stamp = FileStamp(bytes: 10, seconds: 1, nanoseconds: 2)
        manifest.items["star"] = SkinManifest.Item(
            recipe: "r1", inputs: [root + "/Icons/star.png": .init(stamp: stamp, sha256: "aa")],
            outputs: [root + "/Build/App.xcassets/star-normal.imageset/star-normal@2x.png":
                        .init(kind: "catalog", width: 60, height: 60, scale: 2, stamp: stamp, sha256: "bb", operation: "tint/3",
                              appearance: .dark)])
        manifest.stale = [root + "/Build/old.png"]
        try manifest.write()
        let text = String(decoding: folder.contents("Build/.App.skin.barskin.json")!, as: UTF8.self)
        #expect(text.contains("\"path\": \"../Icons/star.png\""))
        #expect(text.contains("\"pointWidth\": 30"))
        #expect(text.contains("\"operation\": \"tint/3\""))
        #expect(text.contains("\"appearance\": \"dark\""))
        var read = SkinManifest.load(from: manifest.path)
        (read.isRestamped, read.readStamp) = (manifest.isRestamped, nil)
        #expect(read == manifest)
        // A manifest of another layout is no manifest: everything is rebuilt, nothing pruned.
        _ = folder.write(Array("{\"schemaVersion\": 9, \"items\": []}".utf8), to: "Build/.App.skin.barskin.json")
        #expect(SkinManifest.load(from: manifest.path).items.isEmpty)
    }

    @Test func theQuickIndexReadsBackAndRefusesPathsItCannotSplit() throws {
        let folder = TemporaryFolder()
        let root = PathText.absolute(folder.path)
        var manifest = SkinManifest(path: folder.path + "/Build/.App.skin.barskin.json")
        let stamp = FileStamp(bytes: 10, seconds: 1, nanoseconds: 2)
        manifest.skin = root + "/App.skin.yml"
        manifest.quick = .init(skinSHA: "s", fingerprint: "f p", folders: [root + "/Icons": stamp, root + "/Gone": nil], shared: [])
        manifest.items["star"] = SkinManifest.Item(recipe: "r", inputs: [root + "/Icons/star.png": .init(stamp: stamp, sha256: "aa")],
                                                   outputs: [root + "/Build/star-normal.png": .init(kind: "normal", width: 30, height: 30, scale: 1,
                                                             stamp: stamp, sha256: "bb", operation: "t", input: root + "/Icons/star.png")])
        let text = try #require(manifest.indexText)
        _ = folder.write(Array(text.utf8), to: "Build/.App.skin.barskin.index")
        let read = try #require(SkinManifest.loadIndex(of: manifest.path))
        #expect(read.quick == manifest.quick && read.skin == manifest.skin)
        #expect(read.items["star"]?.outputs[root + "/Build/star-normal.png"]?.stamp == stamp)
        #expect(read.items["star"]?.outputs[root + "/Build/star-normal.png"]?.input == root + "/Icons/star.png")
        #expect(read.items["star"]?.inputs[root + "/Icons/star.png"]?.stamp == stamp)
        manifest.items["a\tb"] = manifest.items["star"]
        #expect(manifest.indexText == nil, "a tab in a name would split its line")
    }

    @Test func theQuickIndexReadsBackEveryFileWhereverItLiesAndRefusesADamagedLine() throws {
        let folder = TemporaryFolder()
        let root = PathText.absolute(folder.path)
        var manifest = SkinManifest(path: folder.path + "/Build/Out/.tint-1.barskin.json")
        manifest.skin = root + "/App.skin.yml"
        manifest.quick = .init(skinSHA: "s", fingerprint: "f", folders: [root + "/Icons/sub": FileStamp(bytes: 1, seconds: 2, nanoseconds: 3)],
                               shared: [root + "/Build/Out/App.xcassets/Contents.json"])
        // Files in the index's folder, below it, beside it and far above it; a time before 1970; odd names.
        let inputs = [root + "/Icons/a.png", root + "/Icons/sub/b c.png", root + "/Build/Out/x/é.png", "/top.png", root + "/Build/Out"]
        for (index, input) in inputs.enumerated() {
            let stamp = FileStamp(bytes: index, seconds: index == 1 ? -5 : 1_700_000_000 + index, nanoseconds: index * 7)
            let outputs = [root + "/Build/Out/\(index)-normal.png", root + "/Build/Out/sub/\(index)-selected@2x.png", root + "/Build/\(index).png"]
            manifest.items["item \(index)"] = SkinManifest.Item(
                recipe: "r", inputs: [input: .init(stamp: stamp, sha256: "", width: index, height: nil)],
                outputs: Dictionary(uniqueKeysWithValues: outputs.map { ($0, SkinManifest.Output(
                    kind: "normal", width: 30, height: nil, scale: 2, stamp: stamp, sha256: "", operation: nil, input: index == 0 ? nil : input,
                    appearance: index == 1 ? .dark : index == 2 ? .darkHighContrast : .any)) }))
        }
        manifest.items["never drawn"] = SkinManifest.Item(recipe: "", inputs: [:], outputs: [:])
        let text = try #require(manifest.indexText)
        _ = folder.write(Array(text.utf8), to: "Build/Out/.tint-1.barskin.index")
        let read = try #require(SkinManifest.loadIndex(of: manifest.path))
        #expect(read.quick == manifest.quick && read.skin == manifest.skin)
        #expect(Set(read.items.keys) == Set(manifest.items.keys))
        #expect(read.items["never drawn"]?.recipe == "")
        for (name, item) in manifest.items where name != "never drawn" {
            let back = try #require(read.items[name])
            #expect(back.inputs.mapValues { [$0.stamp.bytes, $0.stamp.seconds, $0.stamp.nanoseconds, $0.width ?? -1, $0.height ?? -1] }
                    == item.inputs.mapValues { [$0.stamp.bytes, $0.stamp.seconds, $0.stamp.nanoseconds, $0.width ?? -1, $0.height ?? -1] }, "\(name)")
            #expect(back.outputs.mapValues { "\($0.stamp) \($0.kind) \($0.width ?? -1) \($0.height ?? -1) \($0.scale ?? -1) \($0.input ?? "-") \($0.appearance)" }
                    == item.outputs.mapValues { "\($0.stamp) \($0.kind) \($0.width ?? -1) \($0.height ?? -1) \($0.scale ?? -1) \($0.input ?? "-") \($0.appearance)" }, "\(name)")
        }
        // Any line it cannot read, and the index is not trusted at all: the full build decides.
        let damaged = ["in\t1\t1.000000000\t-\t-\ta.png\n" + text, text.replacingOccurrences(of: "barskin-index\t3", with: "barskin-index\t4"),
                       text + "out\t1\t1.0\tnormal\t-\t-\t-\tany\ta.png\t-\n", text + "out\t1\t1.000000000\tnormal\t-\t-\t-\tpurple\ta.png\t-\n", text + "item\t+\n", text + "stale\t1\n", text + "what\tever\n",
                       text + "in\t1x\t1.000000000\t-\t-\ta.png\n"]
        for bad in damaged {
            _ = folder.write(Array(bad.utf8), to: "Build/Out/.tint-1.barskin.index")
            #expect(SkinManifest.loadIndex(of: manifest.path) == nil, "\(bad.prefix(40))")
        }
    }

    @Test func theManifestLivesInTheOutputFolderNamedAfterTheSkin() {
        #expect(SkinManifest.path(forSkin: "Assets/App.skin.yml", inFolder: "Build") == "Build/.App.skin.barskin.json")
        #expect(SkinManifest.path(forSkin: "x.yaml", inFolder: "o") == "o/.x.barskin.json")
    }
}
