import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Ctrl-C or `kill` in the middle of a batch: the process dies of the signal (so a
/// shell or make sees it) and leaves no hidden temporary file in the output folder.
struct InterruptTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedBatchLeavesNoTemporaryFiles(signal: Int32) throws {
        let workspace = TemporaryFolder()
        var mask = Bitmap(width: 96, height: 96)
        for y in 20..<76 { for x in 20..<76 { mask[x, y] = RGBA8(0, 0, 0, UInt8((x * y) & 0xFF)) } }
        for index in 0..<1500 { workspace.png("masks/m\(index)@2x.png", mask) }
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["tint", "masks", "-o", "out", "--jobs", "2"]
        process.currentDirectoryURL = workspace.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = workspace.url.appendingPathComponent("out").path
        // Interrupt once writing has started, so writes are in flight.
        while process.isRunning && ((try? FileManager.default.contentsOfDirectory(atPath: out))?.count ?? 0) < 20 { usleep(2000) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
                "barskin should die of the signal; it ended with \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        let left = try FileManager.default.contentsOfDirectory(atPath: out)
        // AtomicFile's temporaries are `.NAME.barskin-XXXXXX` (the manifest, `.barskin-tint.json`, is not one).
        #expect(left.filter { $0.hasPrefix(".") && $0.dropLast(6).hasSuffix(".barskin-") }.isEmpty)
        #expect(left.count < 3000, "the batch finished before the signal, so nothing was interrupted")
    }
}
