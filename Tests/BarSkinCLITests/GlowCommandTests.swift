import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

extension ScratchFolder {
    /// Runs `barskin COMMAND ARGUMENTS` here (`glow` or `shadow`).
    func run(_ command: String, _ arguments: [String]) throws -> CommandResult {
        try CommandRunner.run([command] + arguments, in: url)
    }
}

/// Names, canvases, offsets, errors and help of `barskin glow` and `barskin shadow`.
@Suite struct GlowCommandTests {
    @Test func outputsKeepTheirInputNamesOnACanvasGrownByTheMargins() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        scratch.writeMask("in/b@2x.png", size: 60)
        scratch.writeMask("in/sub/c@2x~ipad.png", size: 60)
        let result = try scratch.run("glow", ["in", "-o", "out", "--blur", "4", "--spread", "1", "--offset", "0.5,-1"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(scratch.listing("out") == scratch.records("glow", "in") + ["a.png", "b@2x.png", "sub/c@2x~ipad.png"])
        let operation = try GlowOperation(blur: 4, spread: 1, offset: Point(x: 0.5, y: -1))
        for (name, size, scale) in [("a.png", 30, 1), ("b@2x.png", 60, 2), ("sub/c@2x~ipad.png", 60, 2)] {
            let (x, y) = operation.margins(scale: scale)
            let image = try scratch.bitmap("out/" + name)
            #expect((image.width, image.height) == (size + 2 * x, size + 2 * y), "\(name)")
        }
        // Blur 4 pt is σ 2 px at @1x (reach 6 px) and σ 4 px at @2x; spread and offset add their points.
        #expect(operation.margins(scale: 1) == (6 + 1 + 1, 6 + 1 + 1))
        #expect(operation.margins(scale: 2).horizontal >= 12 + 2 + 1)
    }

    @Test func keepSizeKeepsTheMasksSize() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("b@2x.png", size: 60)
        let result = try scratch.run("glow", ["b@2x.png", "-o", "out", "--blur", "8", "--keep-size", "--with-shape"])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try scratch.bitmap("out/b@2x.png")
        #expect((image.width, image.height) == (60, 60))
    }

    @Test func aShadowOffsetMovesTheCentroidDownTwoPixelsAt2x() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("b@2x.png", size: 60)
        let result = try scratch.run("shadow", ["b@2x.png", "-o", "out", "--opacity", "1", "--keep-size"])
        #expect(result.status == 0, "\(result.standardError)")
        let mask = try scratch.bitmap("b@2x.png"), shadow = try scratch.bitmap("out/b@2x.png")
        let before = Self.centroid(mask), after = Self.centroid(shadow)
        #expect(abs(after.x - before.x) < 0.01)
        #expect(abs(after.y - before.y - 2) < 0.01, "moved \(after.y - before.y)")
        #expect(shadow[30, 10].red == 0 && shadow[30, 10].green == 0, "black")
    }

    @Test func theDefaultShadowIsBlackAtAThirdOneRowTaller() throws {
        let scratch = ScratchFolder()
        scratch.png("box.png", Masks.box(width: 10, height: 10, x0: 2, y0: 2, x1: 8, y1: 8))
        let result = try scratch.run("shadow", ["box.png", "-o", "out"])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try scratch.bitmap("out/box.png")
        #expect((image.width, image.height) == (10, 12))
        #expect(image[5, 9] == RGBA8(0, 0, 0, 85), "inside the box, one point down")
        #expect(image[5, 3].alpha == 0)
    }

    @Test func outputsAreDeterministicAcrossRunsAndJobs() throws {
        let scratch = ScratchFolder()
        for index in 0..<6 { scratch.writeMask("in/m\(index)@2x.png", size: 60, seed: index) }
        let flags = ["--color", "#66CCFF", "--blur", "3", "--spread", "0.5", "--with-shape"]
        #expect(try scratch.run("glow", ["in", "-o", "one", "--jobs", "1"] + flags).status == 0)
        #expect(try scratch.run("glow", ["in", "-o", "two", "--jobs", "4"] + flags).status == 0)
        // The manifests record when each file was written, so only the images are compared.
        let images = scratch.listing("one").filter { !$0.hasPrefix(".") }
        for name in images { #expect(scratch.bytes("one/" + name) == scratch.bytes("two/" + name), "\(name)") }
        #expect(images.count == 6)
    }

    @Test(arguments: [
        (["--blur", "-2"], "--blur must be at least 0, not -2"),
        (["--spread", "-1"], "--spread must be at least 0, not -1"),
        (["--opacity", "1.5"], "--opacity must be from 0 to 1, not 1.5"),
        (["--color", "red"], "invalid colour 'red' for --color: expected '#' followed by 3, 6 or 8 hex digits"),
        (["--color", "#12345"], "invalid colour '#12345' for --color: expected 3, 6 or 8 hex digits after '#', found 5"),
        (["--offset", "1"], "invalid offset '1' for --offset: expected X,Y in points, like 0,1 or -1.5,2"),
        (["--offset", "nan,0"], "--offset's x must be a finite number, not nan"),
        (["--spread", "6000", "--blur", "0", "--offset", "0,0"], "--blur, --spread and --offset reach 18003 px beyond the mask at @3x, more than an image of at most 16384 px a side can hold"),
    ])
    func badFlagValuesAreOneLineUsageErrors(_ c: ([String], String)) throws {
        let scratch = ScratchFolder()
        scratch.writeMask("a.png", size: 30)
        for command in ["glow", "shadow"] {
            let result = try scratch.run(command, ["a.png", "-o", "out"] + c.0)
            #expect(result.status == 64)
            #expect(result.standardError.hasPrefix("barskin: error: \(c.1)\nUsage: barskin \(command) "), "\(result.standardError)")
            #expect(!scratch.exists("out"))
        }
    }

    @Test func aCorruptMaskFailsAloneAndTheOthersAreWritten() throws {
        let scratch = ScratchFolder()
        scratch.writeMask("in/a.png", size: 30)
        scratch.write(Array(RingMask.png(size: 30, seed: 1).prefix(60)), to: "in/broken.png")
        scratch.writeMask("in/c.png", size: 30)
        let result = try scratch.run("glow", ["in", "-o", "out"])
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("barskin: error:") }
        #expect(errors.count == 1 && errors[0].hasPrefix("barskin: error: in/broken.png: "), "\(result.standardError)")
        #expect(scratch.listing("out") == [scratch.manifest("glow", "in"), "a.png", "c.png"])
        #expect(result.standardError.contains("barskin: glowed 2 masks into 2 files (2 written, 0 unchanged, 0 up to date) in "))
    }

    @Test(arguments: ["glow", "shadow"])
    func helpIsPinnedWithExamples(command: String) throws {
        let result = try CommandRunner.run([command, "--help"], environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Examples:\n  barskin \(command) "))
        try assertSnapshot(result.standardOutput, named: "help-\(command)-help")
    }

    @Test func theShadowHelpExplainsWhichWayYGoes() throws {
        let help = try CommandRunner.run(["shadow", "--help"], environment: ["COLUMNS": "200"]).standardOutput
        #expect(help.contains("y growing downward, as in UIKit since iOS 4"))
        #expect(help.contains("CGContextSetShadow puzzle"))
        #expect(help.contains("old flipped convention"))
    }

    /// The alpha-weighted centre of an image, in pixels.
    static func centroid(_ image: Bitmap) -> (x: Double, y: Double) {
        var total = 0.0, x = 0.0, y = 0.0
        for row in 0..<image.height {
            for column in 0..<image.width {
                let alpha = Double(image[column, row].alpha)
                total += alpha
                x += alpha * Double(column)
                y += alpha * Double(row)
            }
        }
        return (x / total, y / total)
    }
}
