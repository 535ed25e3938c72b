import BarSkin
import Foundation

/// A small project written file by file for one trace test: sources as text,
/// image sets with Contents.json as Xcode writes them, and loose PNGs.
public final class TraceScratchProject: TemporaryFolder {
    private var shade: UInt8 = 0

    /// Writes a text file.
    public func text(_ relative: String, _ text: String) {
        write(Array(text.utf8), to: relative)
    }

    /// Writes an image set with a 2x and a 3x PNG (`Assets.xcassets/Icons/star` makes `star.imageset` there).
    /// Each PNG has its own pixels, so no two images are duplicates.
    public func imageSet(_ relative: String) {
        let name = (relative as NSString).lastPathComponent
        let folder = relative + ".imageset"
        text(folder + "/Contents.json", TraceFixtureProject.imageSet([("2x", name + "@2x.png"), ("3x", name + "@3x.png")]))
        image(folder + "/" + name + "@2x.png", side: 4)
        image(folder + "/" + name + "@3x.png", side: 6)
    }

    /// Writes a loose image family (`Icons/chat` makes `chat@2x.png` and `chat@3x.png`).
    public func looseImage(_ relative: String) {
        image(relative + "@2x.png", side: 4)
        image(relative + "@3x.png", side: 6)
    }

    /// Writes a catalog group folder that provides a namespace.
    public func namespace(_ relative: String) {
        text(relative + "/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n")
    }

    /// Writes a catalog's sprite atlas folder (`Assets.xcassets/Hero` makes `Hero.spriteatlas`) with the
    /// Contents.json Xcode writes for a new one; its image sets are written with ``imageSet(_:)`` inside it.
    public func spriteAtlas(_ relative: String) {
        text(relative + ".spriteatlas/Contents.json", "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    private func image(_ relative: String, side: Int) {
        shade &+= 1
        write(try! PNGEncoder().encode(Bitmap(width: side, height: side, filledWith: RGBA8(shade, 255 &- shade, shade / 2, 255))), to: relative)
    }
}

extension TemporaryFolder {
    /// A folder `P` with the image family `a` (2x and 3x) and `P/V.swift` holding `source`:
    /// the smallest project a trace command finds something in.
    public static func tracedImageProject(source: String) -> TemporaryFolder {
        let workspace = TemporaryFolder()
        workspace.png("P/a@2x.png", Bitmap(width: 4, height: 4, filledWith: RGBA8(1, 2, 3)))
        workspace.png("P/a@3x.png", Bitmap(width: 6, height: 6, filledWith: RGBA8(1, 2, 3)))
        workspace.write(Array(source.utf8), to: "P/V.swift")
        return workspace
    }
}
