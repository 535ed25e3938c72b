import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// How files meet decoder children: a file's scales drawn by one child from one parse, and
/// a file another thread is drawing waited for rather than drawn again. The children are
/// started through a script that counts them.
struct VectorChildReuseTests {
    /// A sandbox whose children are started by a script that writes a line to `log` for each.
    static func countedSandbox(in scratch: TemporaryFolder, seconds: Int = 20) throws -> (sandbox: VectorSandbox, log: String) {
        let program = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let log = scratch.path + "/started"
        scratch.write(Array("#!/bin/sh\necho started >> '\(log)'\nexec '\(program)' \"$@\"\n".utf8), to: "child.sh")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path + "/child.sh")
        return (VectorSandbox(seconds: seconds, executable: scratch.path + "/child.sh"), log)
    }

    static func started(_ log: String) -> Int {
        (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").count ?? 0
    }

    /// A PDF whose twelve levels of form XObjects each draw the one below ten times: 10^12 rectangles.
    static func xobjectBomb() -> [UInt8] {
        func stream(_ dictionary: String, _ data: String) -> String {
            "<< \(dictionary) /Length \(data.utf8.count) >>\nstream\n\(data)\nendstream"
        }
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 30 30] /Contents 4 0 R /Resources << /XObject << /X 5 0 R >> >> >>",
                       stream("", "/X Do")]
        for _ in 0..<12 {
            objects.append(stream("/Type /XObject /Subtype /Form /BBox [0 0 30 30] /Resources << /XObject << /Y \(objects.count + 2) 0 R >> >>",
                                  String(repeating: "/Y Do ", count: 10)))
        }
        objects.append(stream("/Type /XObject /Subtype /Form /BBox [0 0 30 30]", "0 0 1 1 re f"))
        var out = "%PDF-1.4\n", offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        return Array((out + "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n").utf8)
    }

    @Test func aFilesMeasureAndScalesAreDrawnByOneChild() throws {
        let scratch = TemporaryFolder()
        let (sandbox, log) = try Self.countedSandbox(in: scratch)
        let reader = VectorMask(sandbox: sandbox)
        let bytes = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><rect width="2" height="2"/></svg>"#.utf8)
        let path = scratch.path + "/icon.svg"
        #expect(try reader.pointSize(of: bytes, path: path) == (3, 2))
        for scale in 1...3 {
            let bitmap = try reader.rasterize(bytes, path: path, raster: VectorRaster(scale: scale))
            #expect((bitmap.width, bitmap.height) == (3 * scale, 2 * scale))
            #expect(bitmap[2 * scale - 1, 0].alpha == 255 && bitmap[2 * scale, 0].alpha == 0)
        }
        #expect(Self.started(log) == 1)
    }

    @Test func scalesDrawnFromOneParseHaveTheSamePixelsAsEachFromItsOwn() throws {
        let bytes = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"30\"><defs><linearGradient id=\"g\" x2=\"0\" y2=\"1\">"
            + "<stop offset=\"0\"/><stop offset=\"1\" stop-opacity=\"0.3\"/></linearGradient></defs>"
            + "<circle cx=\"13.3\" cy=\"11.7\" r=\"9.1\" fill=\"url(#g)\"/><path d=\"M3 20 Q 15 2.5 27 9\" fill=\"none\" stroke=\"#000\" stroke-width=\"2.2\"/></svg>").utf8)
        let folder = TemporaryFolder().path
        let shared = VectorMask(sandbox: VectorSandbox(memoryMebibytes: 1001))
        for scale in 1...3 {
            let raster = VectorRaster(scale: scale)
            // Each scale in a child of its own (its own limits), so each parses the file afresh.
            let alone = try VectorMask(sandbox: VectorSandbox(memoryMebibytes: 1010 + scale)).rasterize(bytes, path: folder + "/alone\(scale).svg", raster: raster)
            #expect(try shared.rasterize(bytes, path: folder + "/icon.svg", raster: raster) == alone)
        }
    }

    @Test func aFileAnotherThreadIsDrawingIsWaitedForAndItsTimeOutIsOneError() throws {
        let scratch = TemporaryFolder()
        let (sandbox, log) = try Self.countedSandbox(in: scratch, seconds: 1)
        let reader = VectorMask(sandbox: sandbox)
        let bytes = Self.xobjectBomb(), path = scratch.path + "/xobject.pdf"
        let errors = Errors()
        let start = ContinuousClock.now
        // Its three scales in flight at once, as three items of one skin drawing the same file.
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            do { _ = try reader.rasterize(bytes, path: path, raster: VectorRaster(scale: index + 1)) } catch {
                errors.append((error as? VectorError)?.message ?? "\(error)")
            }
        }
        let elapsed = ContinuousClock.now - start
        let expected = "poppler did not finish drawing it within 1 s, so it was stopped; nothing of it is drawn"
        #expect(errors.all == [expected, expected, expected])
        // One child waited out the time limit; the other scales took its error.
        #expect(Self.started(log) == 1)
        #expect(elapsed < .seconds(3))
    }

    /// The errors of threads, gathered under a lock.
    final class Errors: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []

        func append(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }
}
