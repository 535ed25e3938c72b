import BarSkin
import BarSkinTestSupport
import Foundation
import Testing

/// Issue 45: `sheet --png`, `diff -o` and `--sheet` take the output kinds every other output
/// takes (``OutputTarget``): a device, named pipe or socket is written through, whatever its name,
/// and a socket no process reads is one error line, not a run that never ends.
@Suite struct ReportOutputKindTests {
    /// A Unix-domain socket listening at `path` that never accepts: the backlog takes the
    /// connection, and nothing reads what is sent.
    static func listeningSocket(at path: String) -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0 && listen(descriptor, 4) == 0)
        return descriptor
    }

    @Test func sheetPNGTakesADeviceAndANamedPipeByAnyName() throws {
        let project = ReviewProject()
        try project.build(into: "Old")
        let null = try CommandRunner.run(["sheet", "Old", "--png", "/dev/null"], in: project.url)
        #expect(null.status == 0, "\(null.standardError)")
        #expect(mkfifo(project.path + "/picture.fifo", 0o644) == 0)
        var result: CommandResult?
        let received = try SpecialFile.reading(project.path + "/picture.fifo") {
            result = try CommandRunner.run(["sheet", "Old", "--png", "picture.fifo"], in: project.url)
        }
        #expect(result?.status == 0, "\(result?.standardError ?? "")")
        #expect(received.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(SpecialFile.of(project.path + "/picture.fifo") == S_IFIFO)
    }

    @Test func aSheetToASocketNobodyReadsIsOneErrorNotAHang() throws {
        let workspace = TemporaryFolder()
        var noise = SplitMix(seed: 45)
        // Big enough that the page outgrows the socket's buffer: the write that would wait forever.
        workspace.png("art@2x.png", noise.bitmap(width: 700, height: 700, opaque: false))
        let listener = Self.listeningSocket(at: workspace.path + "/sheet.sock")
        defer { close(listener) }
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["normalize", "art@2x.png", "-o", "Out", "--sheet", "sheet.sock"]
        process.currentDirectoryURL = workspace.url
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(45)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        let hung = process.isRunning
        if hung { process.terminate() }
        process.waitUntilExit()
        #expect(!hung, "the run never ended")
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1, "\(text)")
        #expect(text.contains("barskin: error: sheet.sock: cannot write: nothing read from this socket for 10 s\n"), "\(text)")
        #expect(SpecialFile.of(workspace.path + "/sheet.sock") == S_IFSOCK)
    }
}
