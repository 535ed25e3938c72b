import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension TemporaryFolder {
    /// Makes `relative/d/d/...`, `depth` folders named `d` deep, with an empty file named
    /// `files[level]` in the folder at each such level (1 is `relative/d`). The chain is
    /// grown from the top by renames, so no path the test passes to the system is long,
    /// however deep the chain; plain `rename` and `mkdir`, as Foundation's moves inspect
    /// both ends first and take a second each hundred folders.
    public func makeFolderChain(_ relative: String, depth: Int, files: [Int: String] = [:]) {
        let parent = url.appendingPathComponent(relative).path, top = parent + "/d", spare = parent + "/chain-spare"
        try! FileManager.default.createDirectory(atPath: top, withIntermediateDirectories: true)
        for level in stride(from: depth, through: 1, by: -1) {
            if let name = files[level] { _ = FileManager.default.createFile(atPath: top + "/" + name, contents: Data()) }
            guard level > 1 else { break }
            precondition(rename(top, spare) == 0 && mkdir(top, 0o755) == 0 && rename(spare, top + "/d") == 0, "cannot grow the chain")
        }
    }

    /// Removes a chain ``makeFolderChain(_:depth:files:)`` made, from the top, by renames:
    /// Foundation's removal passes whole paths and stops where they grow too long.
    public func removeFolderChain(_ relative: String) {
        let parent = url.appendingPathComponent(relative).path, top = parent + "/d", spare = parent + "/chain-spare"
        while access(top, F_OK) == 0 {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: top)) ?? [] where name != "d" { unlink(top + "/" + name) }
            let deeper = rename(top + "/d", spare) == 0
            rmdir(top)
            if deeper { rename(spare, top) }
        }
    }
}
