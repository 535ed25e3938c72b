import Foundation
import PackagePlugin

/// The skin files among a target's files, and the files each may read.
struct SkinFiles {
    /// What a skin file's name ends with.
    static let suffix = ".skin.yml"

    /// Every file of the target: SwiftPM lists files it does not build too (masks,
    /// art, skins), and does not warn about them in a target that uses a plugin.
    let files: [URL]

    /// Whether `url` names a skin file.
    static func isSkin(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(suffix) && url.lastPathComponent.count > suffix.count
    }

    /// The skin files, in path order.
    var skins: [URL] {
        files.filter(Self.isSkin).sorted { $0.path < $1.path }
    }

    /// The files under the skin's folder but Swift sources and skins: the masks and art it may read.
    func neighbours(of skin: URL) -> [URL] {
        let folder = skin.deletingLastPathComponent().standardizedFileURL.path + "/"
        return files.filter { file in
            file.standardizedFileURL.path.hasPrefix(folder) && !Self.isSkin(file) && file.pathExtension != "swift"
        }.sorted { $0.path < $1.path }
    }

    /// One build command for each skin, building into `workFolder`.
    func commands(tool: URL, workFolder: URL) throws -> [Command] {
        try skins.map { skin in try SkinCommand(skin: skin, reads: neighbours(of: skin), tool: tool, workFolder: workFolder).command }
    }
}
