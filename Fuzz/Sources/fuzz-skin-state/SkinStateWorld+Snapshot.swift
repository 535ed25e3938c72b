import BarSkin
import Foundation

extension SkinStateWorld {
    /// What every file and folder outside the second build's output roots is: its type, a regular
    /// file's bytes' hash, a link's target. Links are not followed: what they lead to is listed where it is.
    func snapshot(excludingOutputs redirected: Bool) -> [String: String] {
        let excluded = project + (redirected ? "/Out" : "/Build")
        var found: [String: String] = [:]
        var pending = [root]
        while let folder = pending.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                guard path != excluded else { continue }
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    found[path] = "folder"
                    pending.append(path)
                case S_IFLNK: found[path] = "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
                case S_IFREG: found[path] = "file " + ((try? FileBytes.read(path)).map { PixelDigest.sha256(of: $0) } ?? "?")
                default: found[path] = "other"
                }
            }
        }
        return found
    }

    /// Stops the run (a crash libFuzzer saves) when anything outside the output roots changed,
    /// or the user's own art inside them is gone.
    func check(_ before: [String: String], excludingOutputs redirected: Bool, mutations: [SkinStateMutation]) {
        let after = snapshot(excludingOutputs: redirected)
        var changes = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
        // Inside the output roots too, the user's own art must stay: prune keeps what BarSkin did not write.
        for (path, bytes) in userArt where FileBytes.data(path) != Data(bytes) { changes.append(path) }
        guard !changes.isEmpty else { return }
        FileHandle.standardError.write(Data(("fuzz-skin-state: changed outside the output roots after \(mutations):\n"
            + changes.map { "  \($0): \(before[$0] ?? "nothing") -> \(after[$0] ?? "nothing")" }.joined(separator: "\n") + "\n").utf8))
        abort()
    }
}
