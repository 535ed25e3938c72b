import BarSkinArt
import BarSkinCore

/// Which run of a command a build is: the command and the input roots it was
/// given. Each invocation keeps its own manifest, so two runs sharing an output
/// folder (`tint icons -o Build`, then `tint chat@2x.png -o Build`) never call
/// each other's inputs gone, nor prune each other's files.
public struct SkinInvocation: Sendable, Hashable {
    /// The command: `tint`, `glow`, `tabbar-art`; `build` for a skin file.
    public var command: String
    /// The inputs it was given, absolute and sorted (none for drawn art).
    public var roots: [String]

    /// An invocation of `command` on `roots` (as typed; made absolute here).
    public init(command: String, roots: [String]) {
        self.command = command
        self.roots = Array(Set(roots.map { PathText.absolute($0) })).sorted()
    }

    /// The manifest's file name in the output folder: `.tint-1a2b3c4d.barskin.json`,
    /// the hash naming the roots; `.tabbar-art.barskin.json` for drawn art, which reads none.
    public var manifestFileName: String {
        guard !roots.isEmpty else { return ".\(command).barskin.json" }
        let digest = PixelDigest.sha256(of: Array(roots.joined(separator: "\n").utf8))
        return ".\(command)-\(digest.prefix(8)).barskin.json"
    }

    /// How messages name it: `barskin glow icons`.
    public func described(relativeTo folder: String) -> String {
        (["barskin", command] + roots.map { PathText.relative($0, to: folder) }).joined(separator: " ")
    }
}
